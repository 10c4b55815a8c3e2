# XPath string() without an argument is [""] in 1.8.7's REXML (so a
# predicate [string()] holds)
require 'rexml/document'
include REXML
d = Document.new("<r a='q'><n id='1'> 1 x </n><n id='2'>2.5</n></r>")
["string()", "count(//n[string()])", "//n[string()='']", "concat(string(), 'x')",
 "string(true())", "//n[true()]", "//n[false()]", "not(false())",
 "normalize-space()", "string(.)", "number()"].each do |x|
  [d, d.root.elements[1]].each do |ctx|
    r = XPath.match(ctx, x)
    r = r.map { |e| e.respond_to?(:xpath) ? e.xpath : e } if r.kind_of?(Array)
    print r.inspect, "  "
  end
  puts "<= #{x}"
end
