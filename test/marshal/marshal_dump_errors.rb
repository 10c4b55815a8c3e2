# Marshal.dump refusals and return values
def t(label)
  r = yield
  r = r.inspect.sub(/0x[0-9a-f]+/, "ADDR") unless r.is_a?(String) && r[0, 2] == "\004\b"
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message.sub(/0x[0-9a-f]+/, "ADDR")}"
end
o = Object.new; class << o; end
t(:empty_singleton) { Marshal.dump(o) }
o2 = Object.new; class << o2; def m; end; end
t(:singleton_method) { Marshal.dump(o2) }
o3 = Object.new; class << o3; X = 1; end
t(:singleton_const) { Marshal.dump(o3) }
o4 = Object.new; o4.instance_eval { @a = 1 }; class << o4; attr_accessor :b; end
t(:singleton_attr) { Marshal.dump(o4) }
t(:singleton_class) { Marshal.dump(class << Object.new; self; end) }
t(:anon_struct) { Marshal.dump(Struct.new(:a).new(1)) }
s = "str"; def s.x; end
t(:string_singleton) { Marshal.dump(s) }
t(:array_of_proc) { Marshal.dump([1, proc {}]) }
t(:hash_key_proc) { Marshal.dump({lambda {} => 1}) }
t(:ret_io) { File.open("o.bin", "wb") { |f| Marshal.dump(1, f).equal?(f) } }
t(:ret_io_limit) { File.open("o.bin", "wb") { |f| Marshal.dump([1], f, 5).equal?(f) } }
t(:io_not_writable) { File.open("o.bin", "rb") { |f| Marshal.dump(1, f) } }
t(:io_closed) { f = File.open("o.bin", "wb"); f.close; Marshal.dump(1, f) }
class WriteOnly; attr_reader :buf; def initialize; @buf = ""; end; def write(s); @buf << s; end; end
t(:duck_io) { w = WriteOnly.new; Marshal.dump([1, 2], w); w.buf }
t(:duck_io_ret) { w = WriteOnly.new; Marshal.dump(1, w).class }
class ReadOnly; def initialize(s); @s = s; @i = 0; end; def getc; c = @s[@i]; @i += 1; c; end; def read(n); r = @s[@i, n]; @i += n; r; end; end
t(:duck_load) { Marshal.load(ReadOnly.new(Marshal.dump([1, "ab", :c]))) }
t(:depth_exact) { Marshal.dump([[[1]]], 4) }
t(:depth_short) { Marshal.dump([[[1]]], 3) }
t(:depth_hash) { Marshal.dump({1 => {2 => 3}}, 2) }
t(:depth_obj) { x = Object.new; x.instance_variable_set(:@a, [1]); Marshal.dump(x, 2) }
t(:depth_zero_nil) { Marshal.dump(nil, 0) }
t(:marshal_dump_raises) { c = Class.new; Object.const_set(:Boom, c); c.class_eval { def marshal_dump; raise "boom"; end }; Marshal.dump(c.new) }
t(:dump_returns_nonstring) { c = Class.new; Object.const_set(:NS, c); c.class_eval { def _dump(l); nil; end }; Marshal.dump(c.new) }
t(:module_anon_extend) { x = Object.new; x.extend(Module.new); Marshal.dump(x) }
t(:class_singleton_extend) { Marshal.dump(Class.new.extend(Comparable)) }
t(:method_missing_obj) { c = Class.new(BasicObject) rescue Object; Marshal.dump(Object.new) }
t(:dump_mutex_ivar) { x = Object.new; x.instance_variable_set(:@t, Thread.current); Marshal.dump(x) }
