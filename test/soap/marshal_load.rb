# SOAP::Marshal.load(dump(x)) for core types, structs, user objects, shared
# and cyclic references, untyped structs and bad input.
require 'soap/marshal'
require 'date'
S = Struct.new(:a, :b)
class Foo; attr_reader :v; def initialize(v); @v = v; end; end
rt = lambda { |o| SOAP::Marshal.load(SOAP::Marshal.dump(o)) }
[1, -5, 2**40, 2**70, 1.5, -0.0, "str", "<&>", "", nil, true, false, :sym, [1, [2, "x"]], {"k" => 1}, {:a => [1]}, 1..3, 1...4, /ab+c/ix, Object, Comparable, Time.at(0).utc, Date.new(2001, 2, 3)].each do |o|
  r = rt.call(o)
  puts "#{o.inspect} -> #{r.inspect} #{r.class} #{o == r}"
end
s = rt.call(S.new(1, "q")); p s, s.class
f = rt.call(Foo.new([1, 2])); p f.class, f.v
e = rt.call(RuntimeError.new("boom")); p e.class, e.message
a = "shared"; x = rt.call([a, a]); p x, x[0].equal?(x[1])
h = {}; h[:self] = h; y = rt.call(h); p y[:self].equal?(y)
o = SOAP::Marshal.load('<?xml version="1.0"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><a><b>1</b><c>x</c></a></env:Body></env:Envelope>')
p o.class, o.b, o.c, o["b"]
begin; SOAP::Marshal.load("<a/>"); rescue => e; p e.class; end
begin; SOAP::Marshal.load(SOAP::Marshal.dump(Struct.new(:z).new(1))); rescue => e; p e.class, e.message[0, 40]; end
