# exact bytes of Marshal.dump for core values, and their round trips
def t(label, obj)
  d = Marshal.dump(obj)
  back = Marshal.load(d)
  same = (back == obj) || (obj.is_a?(Float) && obj.nan? && back.nan?)
  puts "#{label}: #{d.unpack("C*").inspect} #{same ? "" : "NE " + back.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t :nil, nil
t :true, true
t :false, false
[0, 1, -1, 122, 123, -123, -124, 255, 256, -256, -257, 65535, 65536, 2**24, 2**30 - 1, -2**30, 2**30, 2**31, -2**31 - 1, 2**62, 2**64, -2**64, 2**70 + 5].each { |n| t "int #{n}", n }
[0.0, -0.0, 1.0, 1.5, -2.25, 1e100, 1.0e-300, 3.14159, 1.0 / 3, 0.1, 100.0, 1e16, 123456789.125, 1.0 / 0, -1.0 / 0, 0.0 / 0].each { |f| t "float #{f}", f }
t :neg_zero_sign, (1.0 / Marshal.load(Marshal.dump(-0.0)))
t :str, "abc"
t :str_empty, ""
t :str_bin, "\000\377\n"
t :sym, :sym
t :sym_twice, [:a, :a, :b, :a]
t :str_shared, (s = "x"; [s, s])
t :array, [1, [2, nil], "s"]
t :hash, {1 => 2}
h = Hash.new(7); h[:k] = 1
t :hash_default, h
t :hash_default_val, Marshal.load(Marshal.dump(h))[:missing]
t :range, 1..5
t :range_excl, 1...5
t :range_str, "a".."c"
S = Struct.new(:a, :b)
t :struct, S.new(1, "x")
t :regexp, /ab+c/
t :regexp_opts, /x/imx
t :regexp_n, /x/n
t :regexp_u, /x/u
t :regexp_e, /x/e
t :regexp_s, /x/s
t :time, Time.at(0)
t :time_usec, Time.at(1234567890, 123456)
t :time_utc, Time.utc(2001, 2, 3, 4, 5, 6)
t :class, String
t :module, Kernel
t :nested_class, File::Stat
t :exception, RuntimeError.new("boom")
t :exception_plain, StandardError.new
class Obj; def initialize; @a = 1; end; def ==(o); o.class == Obj && o.instance_variables.sort == instance_variables.sort; end; end
t :object, Obj.new
puts "object_noivars: #{Marshal.dump(Object.new).unpack("C*").inspect} #{Marshal.load(Marshal.dump(Object.new)).class}"
t :bignum_array, [2**64, 2**64]
t :float_shared, (f = 1.5; [f, f])
t :cycle_array, (a = []; a << a; a).size
a = []; a << a
d = Marshal.dump(a); puts "cycle bytes: #{d.unpack("C*").inspect}"
b = Marshal.load(d); puts "cycle back: #{b[0].equal?(b)}"
h = {}; h[:self] = h
b = Marshal.load(Marshal.dump(h)); puts "hash cycle: #{b[:self].equal?(b)}"
module Ext; end
o = "ext"; o.extend(Ext)
d = Marshal.dump(o); puts "extended: #{d.unpack("C*").inspect} #{Marshal.load(d).singleton_class rescue nil}"
puts "extended back: #{(class << Marshal.load(d); self; end).ancestors.include?(Ext)}"
s = "ivar"; s.instance_variable_set(:@iv, 5)
d = Marshal.dump(s); puts "str ivar: #{d.unpack("C*").inspect} #{Marshal.load(d).instance_variable_get(:@iv)}"
puts "version: #{[Marshal::MAJOR_VERSION, Marshal::MINOR_VERSION].inspect}"
puts "limit: #{Marshal.dump([[1]], 3).inspect}"
puts "limit err: #{(Marshal.dump([[1]], 2) rescue $!.inspect)}"
puts "limit err0: #{(Marshal.dump(1, 0) rescue $!.inspect)}"
puts "limit neg: #{Marshal.dump([[[[1]]]], -1).size}"
puts "to io: #{require 'stringio'; io = StringIO.new; Marshal.dump([1], io); io.string.inspect}"
puts "to file: #{File.open("m.bin", "wb") { |f| Marshal.dump({:a => 1}, f) }.class}"
puts "from file: #{File.open("m.bin", "rb") { |f| Marshal.load(f) }.inspect}"
puts "two objects: #{File.open("m2.bin", "wb") { |f| Marshal.dump(1, f); Marshal.dump("two", f) }; File.open("m2.bin", "rb") { |f| [Marshal.load(f), Marshal.load(f)] }.inspect}"
puts "load proc: #{Marshal.load(Marshal.dump([1, "a", [2]]), proc { |x| print x.inspect, " " }).inspect}"
