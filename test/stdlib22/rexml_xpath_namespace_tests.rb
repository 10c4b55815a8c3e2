# REXML's XPath name tests with prefixes as 1.8.7: with namespaces given
# (even {}), an element's namespace must be the one they name for the
# prefix, or none for a prefix they do not name and for no prefix; without
# them the prefix is bound as the element binds it; p:* needs a bound
# prefix; @p:n is the element's attribute(n, uri); @p:* matches nothing
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r xmlns='urn:d' xmlns:p='urn:p'><p:a p:n='1' n='2'><b/></p:a><a xmlns='urn:x' n='3'/><q:c xmlns:q='urn:p'/></r>")
d2 = REXML::Document.new("<r><a/><p:a xmlns:p='urn:p'/><b xmlns='urn:d'><a/></b></r>")
def names(x)
  x.map { |y| y.respond_to?(:expanded_name) ? "#{y.expanded_name}{#{y.namespace}}" : y.to_s }
end
[nil, {}, { "p" => "urn:p" }, { "x" => "urn:x", "d" => "urn:d" }, { "p" => "urn:x" }].each do |ns|
  ["//p:a", "//a", "//x:a", "//d:b", "//p:*", "//d:*", "//q:c", "//p:c", "//@p:n",
   "//@n", "name(//p:a)", "//p:a/@*", "//*[@p:n = 1]", "//@p:*"].each do |e|
    show("#{ns.inspect} #{e}") { names(REXML::XPath.match(d, e, ns)) }
  end
  ["//a", "//p:a", "//p:*", "//b", "//z:a", "//a[1]"].each do |e|
    show("#{ns.inspect} d2 #{e}") { names(REXML::XPath.match(d2, e, ns)) }
  end
end
