# SOAP::Marshal of Ruby-specific values: subclasses (rubyType), ivars on a
# string (a multi-ref ivars struct), extended objects, hash defaults,
# singletons and anonymous classes (errors), floats, nested structs.
require 'soap/marshal'
def d(o)
  s = SOAP::Marshal.dump(o)
  puts s.sub(/\A.*?<env:Body>\n/m,'').sub(/  <\/env:Body>.*/m,'').gsub(/"#?id\d+"/) { |m| m.sub(/\d+/, 'N') }
  r = SOAP::Marshal.load(s)
  puts "=> #{r.inspect.gsub(/0x[0-9a-f]+/, "0xX")} #{r.class}"
rescue Exception => e
  puts "!! #{e.class}: #{e.message[0, 80].gsub(/0x[0-9a-f]+/, "0xX")}"
end
class MyStr < String; end
class MyAry < Array; end
class MyHash < Hash; end
module Ext; end
h = Hash.new(5); h[1] = 2
d h
d MyStr.new("abc")
d MyAry[1, 2]
d MyHash[3, 4]
s = "ivar"; s.instance_variable_set(:@x, 1); d s
o = Object.new; o.extend(Ext); d o
o2 = Object.new; def o2.foo; end; d o2
d [0.0/0, 1.0/0, -1.0/0]
d []
d({})
d ""
S2 = Struct.new(:a, :b); d S2.new(nil, S2.new(1, [2]))
d Hash.new { |hh, k| 1 }
d 1..
2 rescue nil
d(1...2.5)
d Class.new rescue nil
d :"with space"
d 12345678901234567890.0
d [1, [2, [3, [4]]]]
d Exception.new
d StandardError.new(nil)
class Pt; attr_accessor :x; def initialize(x); @x = x; end; def ==(o); o.is_a?(Pt) && o.x == x; end; end
d [Pt.new(1), Pt.new(Pt.new(2))]
