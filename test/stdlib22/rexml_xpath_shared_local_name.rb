# REXML XPath over attributes sharing a local name, as 1.8.7: @n is the
# element's get_attribute("n") (the one without a prefix, or the only one);
# @* walks the attributes table's values, where attributes of one local
# name are one Hash: counted once in predicates, and a NoMethodError for
# node_type when "//" sorts its result; an attribute has no parent
# (NoMethodError for .., ancestor::, the sibling axes)
require 'rexml/document'
def show(d, xs)
  xs.each do |x|
    r = begin
      REXML::XPath.match(d, x).map { |y| y.respond_to?(:expanded_name) ? y.expanded_name : (y.kind_of?(Hash) ? y.keys.sort : y) }
    rescue Exception
      "#{$!.class}: #{$!.message[0, 90]}"
    end
    puts "#{x} => #{r.inspect}"
  end
end
d = REXML::Document.new("<r xmlns:p='urn:p' xml:lang='en'><a p:n='1' n='2' xmlns:q='urn:p'/><b q:n='3' xmlns:q='urn:q'/><c m='4' o='5'/><e/></r>")
show(d, ["//a/@n", "//a[@p:n = 1]/@n", "//@n", "//a/@*", "//b/@n", "//a/attribute::n",
 "count(//a/@n)", "//a/@p:n", "//b/@*", "//c/@*", "count(//c/@*)", "//a/attribute::node()",
 "//*[@n]", "//*[@n = 3]", "//*[@*]", "count(//@*)", "//c/@o/..", "//b/@q:n", "//a/@x",
 "//*[count(@*) = 2]", "//*[count(@*)]", "//*[@*='4']", "//*[not(@*)]", "//c[@*]/@*",
 "//*[name(@*)='m']", "//a/@*[1]", "//c/@*[1]", "//c/@o/parent::*", "//c/@o/ancestor::*",
 "//c/@o/self::node()", "//c/@o/following-sibling::*", "//c/attribute::*/.."])
d = REXML::Document.new("<r xmlns:p='urn:p'><a p:n='1' n='2' z='9'/><c m='4' o='5'/><e/></r>")
show(d, ["/r/a/@*", "count(/r/a/@*)", "/r/*/@*", "/r/a/@*[2]", "//@*[. = '9']",
 "/r/a/@z/ancestor-or-self::*", "//a/@z/preceding-sibling::*", "string(/r/a/@*)",
 "sum(/r/c/@*)", "/r/a/@n | /r/c/@m"])
a = d.root.elements["a"]
p a.attributes.get_attribute("n").to_s, a.attributes["n"], a.attributes.size, a.attributes.keys.sort
p REXML::XPath.first(a, "@*").class, REXML::XPath.match(a, "@*").size
# node() takes no attribute in 1.8.7
show(REXML::Document.new("<r><c m='4' o='5'/></r>"), ["//c/attribute::node()", "/r/c/attribute::node()",
 "count(/r/c/attribute::node())", "/r/c/@node()", "//c/attribute::text()", "/r/c[attribute::node()]"])
