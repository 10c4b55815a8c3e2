# SOAP::Marshal.dump: the XML of core types, byte for byte (multi-ref ids
# come from object ids, so they are masked).
require 'soap/marshal'
require 'date'
def d(o)
  puts SOAP::Marshal.dump(o).gsub(/"#?id\d+"/) { |m| m.sub(/\d+/, 'N') }
end
S = Struct.new(:a, :b)
class Foo; def initialize; @b = "x"; end; end
class Bar; attr_accessor :a; end
d [1, "a", {:x => 2}]
d Foo.new
d nil
d 1.5
d :sym
d Time.at(0).utc
a = "shared"
d [a, a]
d S.new(1, "q")
d({"k" => "v"})
d true
d 2**70
d 1..3
d(/ab+c/i)
d "<&>\"'"
d Object
d Comparable
d RuntimeError.new("boom")
d [[1, 2], [3]]
d 1.0/3
d(-0.0)
d 1e20
d "\303\251t\303\251"
d [{:a => 1}, {:b => 2}]
d [Time.at(0, 5).utc]
d Date.new(2001, 2, 3)
d DateTime.new(2001, 2, 3, 4, 5, 6)
d "a\rb\nc\td"
x = [1]; d [1, 1, :a, :a, nil, nil, x, x, 2**40, 1.5, 1.5]
b = Bar.new; b.a = b; d b
d [Time.at(0).utc] * 2
