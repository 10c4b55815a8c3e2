# Marshal.load of an 'e' (extended) record around an immediate: nil, true
# and false extend their class (NilClass gains the module), a Fixnum or a
# Symbol raises "can't define singleton", a Float is extended as an object.
module Ext; end
module E2; end
module E3; end
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:fixnum) { Marshal.load("\004\be:\010Exti\006") }
t(:symbol) { Marshal.load("\004\be:\010Ext:\006a") }
t(:nil) { Marshal.load("\004\be:\010Ext0") }
t(:nil_is_a) { [nil.is_a?(Ext), NilClass.ancestors.include?(Ext)] }
t(:true) { Marshal.load("\004\be:\007E2T") }
t(:true_is_a) { [true.is_a?(E2), false.is_a?(E2)] }
t(:false) { Marshal.load("\004\be:\007E3F") }
t(:false_is_a) { false.is_a?(E3) }
t(:float) { x = Marshal.load("\004\be:\010Extf\0061"); [x, x.is_a?(Ext), 1.0.is_a?(Ext)] }
t(:string) { x = Marshal.load(Marshal.dump("s".extend(Ext))); [x, x.is_a?(Ext)] }
t(:not_module) { Marshal.load("\004\be:\013String\"\006x") }
t(:undefined) { Marshal.load("\004\be:\013NoSuch\"\006x") }
t(:nested) { x = Marshal.load("\004\be:\007E2e:\010Ext\"\006y"); [x, (class << x; self; end).ancestors.first(3)] }
