# XPathParser#abbreviate/#expand/#predicate_to_string write expressions
# that are not plain paths as 1.8.7 does: UNKNOWN(token) for what its
# writer does not know, a top-level function with only its first argument,
# the tokens given used up, and spaces squeezed inside predicates
require 'rexml/document'
require "helper"
pp = REXML::Parsers::XPathParser.new
["1+2", "1", "'x'", "count(a)", "a|b", "$v", "-1", "1=2", "a!=b", "a>=b",
 "true()", "concat('a','b')", "f(g(1))", "f(a/b)", "f(-1)", "node()",
 "comment()", "processing-instruction('x')", "a:*", "-a", "1 * 2",
 "5 div 2", "a[-1]", "a[$v = 1]", "a[count(b)]", "a[f(b,c)]", "a[true()]",
 "a[node()]", "a[not(@x)]/b", "a[b:*]", "a[name()='x']", "a[f() and g()]",
 "a[1 + 2 = 3]", "//text()", "//node()", "self::a", "parent::a",
 "a/self::b", "descendant-or-self::a", "a/text()", "a[.='x']",
 "//processing-instruction('x')", "'a\"b'", "1.5", "a[1.5]", "a[\"x\"]"].each do |e|
  show(e) { [pp.abbreviate(e), pp.expand(e)] }
end
show(:used_up) { a = [:child, :qname, "", "a", :predicate, [:literal, 1]]; [pp.abbreviate(a), a] }
show(:expand_used_up) { a = [:child, :qname, "", "a"]; [pp.expand(a), a] }
show(:tokens) { pp.abbreviate([:literal, "x", :literal, "y", :child, :qname, "", "a", :text, :document]) }
show(:tokens2) { pp.abbreviate([:attribute, :attribute, :self, :node, :descendant, :following]) }
show(:tokens3) { pp.expand([:literal, "x", :child, :any, :text, :node, :node]) }
show(:tokens4) { pp.abbreviate([:qname, "p", "a", :qname, "", "b", :function, "f", [[:literal, 1]]]) }
show(:qname_short) { pp.abbreviate([:qname]) }
show(:not_array) { pp.abbreviate(:foo) }
show(:pts_literal) { pp.predicate_to_string([:literal, "  a  "]) }
show(:pts_block) { pp.predicate_to_string([:eq, [:child, :qname, "", "a"], [:literal, "x"]]) { |x| "  BLK#{x.inspect}  " } }
show(:pts_function) { pp.predicate_to_string([:function, "f", [1, 2]]) { |x| "<#{x.inspect}>" } }
show(:pts_function_empty) { pp.predicate_to_string([:function, "f", []]) { |x| "" } }
show(:pts_no_block) { pp.predicate_to_string([:child, :qname, "", "a"]) }
show(:pts_nil) { pp.predicate_to_string(nil) }
show(:pts_used_up) { x = [:eq, [:literal, 1], [:child, :qname, "", "b"]]; pp.predicate_to_string(x) { |y| pp.abbreviate(y) }; x }
