# Marshal of user subclasses of core classes (with ivars), hooks, errors
def show(label, obj)
  d = Marshal.dump(obj)
  b = Marshal.load(d)
  puts "#{label}: #{d.inspect}"
  b
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message.sub(/0x[0-9a-f]+/, "ADDR")}"
end
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
class MyTime < Time; end
class MyRe < Regexp; end
class MyErr < StandardError; end
MyStruct = Struct.new(:x, :y)
class SubStruct < MyStruct; end
s = MyStr.new("hi"); s.instance_variable_set(:@tag, :t)
b = show(:mystr, s); t(:mystr_back) { [b.class, b, b.instance_variable_get(:@tag)] }
a = MyArr[1, 2]; a.instance_variable_set(:@n, 1)
b = show(:myarr, a); t(:myarr_back) { [b.class, b, b.instance_variable_get(:@n)] }
h = MyHash.new(0); h[:a] = 1
b = show(:myhash, h); t(:myhash_back) { [b.class, b, b[:zz]] }
tm = MyTime.at(0); tm.instance_variable_set(:@zone_note, "z")
b = show(:mytime, tm); t(:mytime_back) { [b.class, b.to_i, b.instance_variable_get(:@zone_note)] }
b = show(:myre, MyRe.new("a.c", Regexp::IGNORECASE)); t(:myre_back) { [b.class, b.source, b.options] }
show(:myerr, MyErr.new("bad"))
e = MyErr.new("bad"); e.instance_variable_set(:@code, 3)
b = Marshal.load(Marshal.dump(e)); t(:myerr_back) { [b.class, b.message, b.instance_variable_get(:@code), b.backtrace] }
e = (raise MyErr, "raised" rescue $!)
b = Marshal.load(Marshal.dump(e)); t(:myerr_raised) { [b.message, b.backtrace] }
b = show(:mystruct, MyStruct.new(1, [2])); t(:mystruct_back) { [b.class, b.x, b.y] }
b = show(:substruct, SubStruct.new("a", nil)); t(:substruct_back) { [b.class, b.to_a] }
b = show(:struct_ivar, MyStruct.new(1, 2).tap { |x| x.instance_variable_set(:@i, 9) }); t(:struct_ivar_back) { b.instance_variable_get(:@i) }
te = Time.at(0); te.instance_variable_set(:@v, 1)
b = show(:time_ivar, te); t(:time_ivar_back) { b.instance_variable_get(:@v) }
class UDump
  attr_reader :v
  def initialize(v); @v = v; end
  def _dump(lv); @v.to_s; end
  def self._load(s); new(s.to_i * 2); end
end
b = show(:udump, [UDump.new(21), :x]); t(:udump_back) { b[0].v }
class MDump
  attr_reader :v
  def initialize(v); @v = v; end
  def marshal_dump; [@v, "extra"]; end
  def marshal_load(a); @v = a; end
end
b = show(:mdump, MDump.new(5)); t(:mdump_back) { [b.class, b.v] }
class BadDump; def _dump(lv); 42; end; end
show(:bad_dump, BadDump.new)
class NoLoad; def _dump(lv); "x"; end; end
t(:no_load) { Marshal.load(Marshal.dump(NoLoad.new)) }
class NoMLoad; def marshal_dump; 1; end; end
t(:no_marshal_load) { Marshal.load(Marshal.dump(NoMLoad.new)) }
show(:proc, proc {})
show(:method, 1.method(:+))
show(:io, $stdout)
show(:file, File.open("x.txt", "w"))
o = Object.new; def o.foo; end
show(:singleton, o)
show(:anon_class, Class.new)
show(:anon_module, Module.new)
show(:anon_obj, Class.new.new)
show(:binding, binding)
show(:thread, Thread.current)
show(:mutex_like, ObjectSpace)
show(:hash_with_proc, Hash.new { })
show(:matchdata, "a".match(/a/))
show(:data_obj, File.stat("."))
show(:continuation_like, Object.new.method(:inspect).unbind)
t(:load_short) { Marshal.load("\004\b") }
t(:load_empty) { Marshal.load("") }
t(:load_truncated_str) { Marshal.load("\004\b\"\nab") }
t(:load_truncated_arr) { Marshal.load("\004\b[\007i\006") }
t(:load_bad_version) { Marshal.load("\003\000i\006") }
t(:load_minor_higher) { Marshal.load("\004\011i\006") }
t(:load_minor_lower) { Marshal.load("\004\007i\006") }
t(:load_bad_type) { Marshal.load("\004\bZ") }
t(:load_undef_class) { Marshal.load("\004\bo:\014Nothere\000") }
t(:load_bad_link) { Marshal.load("\004\b@\006") }
t(:load_bad_symlink) { Marshal.load("\004\b;\006") }
t(:load_not_class) { Marshal.load("\004\bc\013Kernel") }
t(:load_not_module) { Marshal.load("\004\bm\013String") }
t(:load_nil) { Marshal.load(nil) }
t(:load_int) { Marshal.load(5) }
t(:dump_no_args) { Marshal.dump }
t(:dump_bad_io) { Marshal.dump(1, Object.new) }
t(:dump_limit_str) { Marshal.dump(1, "x") }
t(:deep) { a = []; 200.times { a = [a] }; Marshal.load(Marshal.dump(a)).flatten }
t(:tainted) { Marshal.load(Marshal.dump("x")).tainted? }
t(:load_tainted_src) { Marshal.load(Marshal.dump("x").taint).tainted? }
t(:symbol_load_link) { Marshal.load("\004\b[\007:\006a;\000") }
t(:class_load) { Marshal.load(Marshal.dump([String, Comparable, File::Stat])) }
t(:float_load_str) { Marshal.load("\004\bf\0101.5") }
t(:float_load_inf) { [Marshal.load("\004\bf\010inf"), Marshal.load("\004\bf\t-inf"), Marshal.load("\004\bf\010nan").nan?] }
t(:bignum_load) { Marshal.load("\004\bl+\n\000\000\000\000\000\000\000\000\001\000") }
t(:fixnum_load_big) { Marshal.load("\004\bi\004\377\377\377\177") }
