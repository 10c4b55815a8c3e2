# XPath: axes, predicates, functions, comparisons, unions
require 'rexml/document'
include REXML
d = Document.new("<r xmlns:p='urn:p'><a id='1' n='3'>x<b>y</b>z</a><a id='2' n='4.5'><c/>w</a><p:b/><!--cm--><?pi q?><a id='3'> s  t </a></r>")
def show(n)
  case n
  when Element then "<#{n.expanded_name}>"
  when Attribute then "@#{n.expanded_name}=#{n.value}"
  when Text then "text:#{n.value.inspect}"
  when Comment then "comment:#{n.to_s}"
  when Instruction then "pi:#{n.target}"
  else n.inspect
  end
end
%w{count(//a) sum(//a/@n) number('3') number('3.5') number('x') string-length('abc') position() last() -3 1+2 1=1 1<2 'a'='a'
//a/@id string(//a) local-name(/r/*[3]) concat('a','b','c') contains('abc','b') starts-with('abc','a') substring('12345',2,3)
substring('12345',2) substring-before('a/b','/') substring-after('a/b','/') translate('abc','b','B') normalize-space('\ a\ \ b\ ') not(1) true() false()
floor(2.5) ceiling(2.5) round(2.5) round(-2.5) boolean('') boolean('x') string(3) string(2.5)
//a[2] //a[last()] //a[position()<3] //a[@id='2'] //a[b] //a[b='y'] //b //p:b //* //text() //comment() //processing-instruction() //node()
/r/a[1]/following-sibling::* /r/a[3]/preceding-sibling::* //b/ancestor::* //b/ancestor-or-self::* //a|//b //a[1]/descendant::*
//a[1]/descendant-or-self::node() //b/.. //b/parent::* /r/a[1]/following::* //c/preceding::* //a[@id>1] //a[@id!=1]
//a[text()='w'] //a[contains(.,'y')] //*[name()='p:b'] //*[local-name()='b'] count(//a[1]) //a[1]/text() //a[.='xyz']
//a/@id[.='2'] /r/a[position()=2]/@id (//a)[2] //a[@id='1']/b/text() //a[@n*2=9] count(/*) /r/* //a[last()-1]
/r/a[1]/@* //a[@id='1'][@n='3'] //a[@id='1'\ or\ @id='3'] //a[@id>1\ and\ @n] //a[not(@n)] //*[starts-with(name(),'p')]
/r/self::r /r/a/self::a . .. / * r/a a //a[3]/text() //a[string-length(@id)=1] //a[@id=2.0] //a[sum(@n)>4]
//r//b /r//c //a[count(*)=1] //a[b][@n] //processing-instruction('pi') //processing-instruction('no') /r/node()[last()]
/descendant::a[1] /descendant-or-self::b child::r/child::a[1] //a[position()=last()] //a[1=1] //a/b|//a/c //@n //a[@n>=4.5]
}.each do |x|
  x = x.gsub('\ ', ' ')
  begin
    r = XPath.match(d, x)
    f = XPath.first(d, x)
    puts "#{x} => #{r.map { |n| show(n) }.join(' ')} first: #{show(f)}"
  rescue Exception => e
    puts "#{x} => #{e.class}"
  end
end
a = d.root.elements[1]
p XPath.match(a, "b").size, XPath.first(a, "../a[2]/@id").value, XPath.match(a, "/r/a").size, XPath.first(a).name
p XPath.match(a, "following-sibling::*[1]").map { |e| e.name }
XPath.each(d, "//a") { |e| print e.attributes['id'] }; puts
p XPath.first(d, "//x:b", { "x" => "urn:p" }).expanded_name
p XPath.match(d, "//a[@id=$v]", nil, { "v" => "2" }).size
p d.root.elements["a[@id='3']"].text, d.root.elements.to_a("a[@n]").size, d.root.get_elements("//c").size
p d.root.elements["//b"].text, d.elements["r/a/b"].name
p XPath.match(d.root.elements[2], "c/following::node()").map { |n| show(n) }
p XPath.first(d, "foo()"), XPath.match(d, "//a[bar()]").size
