# Marshal numbers: the 2**30 boundary on both sides, Bignum links, floats
# at the edges of the double range, and the mantissa tail of older dumps
def show(obj)
  d = Marshal.dump(obj)
  back = Marshal.load(d)
  puts "#{obj.inspect}: #{d.inspect} #{back.class} #{back == obj}"
end
[2**30 - 1, 2**30, -(2**30), -(2**30) - 1, 2**31 - 1, -(2**32), 2**48 + 5,
 2**62 - 1, -(2**62), 2**63, -(2**63) - 1, 256**9 + 255].each { |n| show n }
[5e-324, 2.2250738585072014e-308, 1.7976931348623157e+308, -2.5e-300,
 0.5, 1.0 / 7, 3.0e15, 1234567.0, -0.1].each { |f| show f }
# a Fixnum written in Bignum form takes a link index, each time afresh
s = "s"
d = Marshal.dump([2**40, 2**40, s, s])
p d
back = Marshal.load(d)
p back, back[2].equal?(back[3])
b = 2**80
p Marshal.dump([b, b, -b])
def fl(text) "\004\bf" + (text.size + 5).chr + text end
p Marshal.load(fl("0.1000000000000000\000\231\232")) == 0.1
p Marshal.load(fl("0.3333333333333333\000UU")) == 1.0 / 3
p Marshal.load(fl("1e+20\000\214@")) == 1e20
p Marshal.load(fl("-1.5")), Marshal.load(fl("12")), Marshal.load(fl("-0")).to_s
p Marshal.load(fl("nan")).nan?
p Marshal.load("\004\bl+\000"), Marshal.load("\004\bl-\a\000\000\000@")
p Marshal.load("\004\bl+\n\001\000\000\000\000\000\000\000\000\000").class
p Marshal.load("\004\bi\004\377\377\377\377"), Marshal.load("\004\bi\374\000\000\000\000")
