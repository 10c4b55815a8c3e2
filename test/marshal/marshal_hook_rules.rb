# which hook wins and how objects are rebuilt: marshal_dump over _dump, no initialize on load
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class Both
  def initialize; @v = 1; end
  def marshal_dump; "md"; end
  def marshal_load(x); @got = x; end
  def _dump(l); "ud"; end
  def self._load(s); :from_load; end
end
t(:both_bytes) { Marshal.dump(Both.new) }
t(:both_load) { Marshal.load(Marshal.dump(Both.new)).instance_variables.sort }
class Init
  @@inits = 0
  def self.inits; @@inits; end
  def initialize; @@inits += 1; @a = 1; end
end
t(:no_initialize) { Marshal.load(Marshal.dump(Init.new)); Init.inits }
class MLoadRet; def marshal_dump; 1; end; def marshal_load(x); :ignored; end; end
t(:marshal_load_ret) { Marshal.load(Marshal.dump(MLoadRet.new)).class }
class LoadOther; def _dump(l); "x"; end; def self._load(s); "a string"; end; end
t(:_load_other_class) { Marshal.load(Marshal.dump(LoadOther.new)) }
class DumpLimit; def _dump(l); l.to_s; end; def self._load(s); s; end; end
t(:_dump_limit_arg) { [Marshal.load(Marshal.dump(DumpLimit.new)), Marshal.load(Marshal.dump([DumpLimit.new], 5))] }
class MDumpNil; def marshal_dump; nil; end; def marshal_load(x); @x = x; end; end
t(:marshal_dump_nil) { Marshal.dump(MDumpNil.new) }
class Sub < Both; end
t(:sub_hooks) { Marshal.dump(Sub.new) }
class StrSub < String; def _dump(l); "custom"; end; def self._load(s); new(s.upcase); end; end
t(:string_sub_dump) { x = Marshal.load(Marshal.dump(StrSub.new("a"))); [x.class, x] }
class ArrSub < Array; def marshal_dump; [:m]; end; def marshal_load(a); replace(a); end; end
t(:array_sub_mdump) { x = Marshal.load(Marshal.dump(ArrSub[1, 2])); [x.class, x] }
module Mixed; def marshal_dump; "mixed"; end; def marshal_load(s); @s = s; end; end
o = Object.new; o.extend(Mixed)
t(:extended_hook) { Marshal.dump(o) }
t(:respond_to_private) { c = Class.new; Object.const_set(:Priv, c); c.class_eval { private; def marshal_dump; 1; end }; Marshal.dump(c.new) }
