# alias_method of a missing method names the receiver's real class, also
# for singleton classes (of a class, of a module, of an object)
def try(label)
  yield
rescue NameError => e
  puts "#{label}: #{e.message.sub(/0x[0-9a-f]+/, 'XX')}"
end
try(:class_singleton) { (class << String; self; end).send(:alias_method, :x, :zz) }
try(:object_singleton) { (class << "s"; self; end).send(:alias_method, :x, :zz) }
try(:module) { Module.new.send(:alias_method, :x, :zz) }
try(:anon_class) { Class.new.send(:alias_method, :x, :zz) }
try(:module_singleton) { (class << Kernel; self; end).send(:alias_method, :x, :zz) }
try(:meta_meta) { (class << (class << String; self; end); self; end).send(:alias_method, :x, :zz) }
class Foo; end
try(:keyword) { class Foo; alias zz2 zz; end }
try(:undef_singleton) { (class << String; self; end).send(:undef_method, :zz) }
