# REXML's XPath reads expressions as 1.8.7 does where spaces matter: a
# minus is an operator only after a space ("last()-1" is last()), steps
# right after a value are written but unused ("1*2" is 1, "(path)b" is
# path/b), a value followed by "/" is nothing (the context node), what is
# left before a closing "]" or ")" or "," is passed over, "1." is 1 and a
# "." step; an unknown function with arguments is an ArgumentError
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='1'><b/></a><a n='2'/><a n='3'/></r>")
pp = REXML::Parsers::XPathParser.new
def names(x)
  x.respond_to?(:map) ? x.map { |y| y.respond_to?(:attributes) ? "#{y.name}#{y.attributes['n']}" : y } : x
end
["1*2", "1 *2", "1* 2", "1 * 2", "1*a", "1/a", "1//a", "1[1]", "1a", "1 a",
 "1.5a", "1-2", "1-a", "1- a", "1 -a", "1-", "1--2", "2+1", "2+-1", "(1)-1",
 "(1)a", "(1)/a", "(a)*2", "(a)-1", "$v*2", "$v-1", "f()-1", "f()*2",
 "f()a", "count(a)-1", "\"x\"-1", "\"x\"a", "1div 2", "1 div2", "a div2",
 "1and 2", "1 or2", "a[1]-1", "a-1", "a -1", "@x-1", ".-1", "*-1", "-1*2",
 "3-2-1", "1.", ".5", "1e3", "(1-2)", "f(1 2)"].each do |e|
  show("parse #{e}") { pp.parse(e) }
end
["/r/a[last()-1]", "/r/a[last() - 1]", "/r/a[position()=last()-1]",
 "/r/a[position()<last()-1]", "count(/r/a)-1", "/r/a[@n=3-1]",
 "/r/a[number(@n)*2=4]", "/r/a[2*@n=4]", "/r/a[@n*2=4]", "(/r/a)[2]/@n",
 "/r/a[position()-1=1]", "1.", "1/a", "1*2", "1 * 2", "(/r/a)b", "(/r/a)*",
 "(/r/a)@n", "(/r/a)[1]b", "(/r/a)/b", "(/r/a)//b", "(/r/a)[1]/b",
 "/r/a[(1)/b]", "/r/a[count(b)-1]", "/r/a[(2-1)]", "/r/a[1 2]",
 "/r/a[1]x", "count(/r/a[1 2])", "/r/a[1=1 2]", "/r/a[string(@n)='1'x]",
 "concat('a'-1, 'b')", "(1-2)", "/r/a[last()-1]/@n", "/r/a[1]-1",
 "/r/a[1] -1", "/r/a[@n-1]", "(/r/a)|b", "/r/a[f(1-2, 3)]", "f(1 2)",
 "nosuch(1)"].each do |e|
  show("match #{e}") { names(REXML::XPath.match(d, e)) }
end
show(:abbreviate) { [pp.abbreviate("1*2"), pp.abbreviate("(a)b"), pp.abbreviate("1/a")] }
