# XPath from an inner node: reverse axes, positions, filter expressions
require 'rexml/document'
include REXML
d = Document.new("<r><a i='1'><a i='1.1'/><a i='1.2'><b i='b1'/></a></a><a i='2'/><b i='b2'><a i='3.1'/></b><!--c--><?pi x?>text</r>")
def s(n); n.kind_of?(Element) ? (n.attributes['i'] || n.name) : (n.kind_of?(Attribute) ? "@#{n.value}" : n.class.name.split('::').last); end
c = XPath.first(d, "//b[@i='b1']")
%w{ancestor::*[1] ancestor::*[2] ancestor::*[last()] ancestor-or-self::*[1] preceding::*[1] preceding::*[2] preceding::a[1] preceding-sibling::*[1]
   following::*[1] following::a[1] ../preceding-sibling::a ../following-sibling::* ./@i . .. ../.. ../../@i /r/node() /r/* //a[@i][2] //a[position()>1]
   //a[not(position()=1)] //*[count(a)=2] //*[a] //a[../@i='1'] //a[parent::a] //a[ancestor::b] //a[following-sibling::b] //a[preceding-sibling::*]
   //b[1] //b[2] (//b)[2] (//a)[last()] //a[last()] //comment()/.. //processing-instruction('pi')/.. //text()[.='text'] /r/text() sum(//@i) count(//a|//b)
   //*[starts-with(@i,'1')] //*[contains(@i,'.')] //a[string-length(@i)>1] //a[@i=1.1] //a[@i>1] //a[@i<2] //a[@i>=1.2] //*[name()='b']}.each do |x|
  begin
    r = XPath.match(c, x)
    puts "#{x}: #{r.map { |n| s(n) }.inspect}"
  rescue Exception => e
    puts "#{x}: #{e.class}"
  end
end
