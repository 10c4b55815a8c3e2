# Marshal.load of an 'e' (extended) record around an immediate: nil, true
# and false extend their class (NilClass gains the module), a Fixnum or a
# Symbol raises "can't define singleton", a Float is extended as an object.
module Ext; end
module E2; end
module E3; end
require "helper"
show(:fixnum) { Marshal.load("\004\be:\010Exti\006") }
show(:symbol) { Marshal.load("\004\be:\010Ext:\006a") }
show(:nil) { Marshal.load("\004\be:\010Ext0") }
show(:nil_is_a) { [nil.is_a?(Ext), NilClass.ancestors.include?(Ext)] }
show(:true) { Marshal.load("\004\be:\007E2T") }
show(:true_is_a) { [true.is_a?(E2), false.is_a?(E2)] }
show(:false) { Marshal.load("\004\be:\007E3F") }
show(:false_is_a) { false.is_a?(E3) }
show(:float) { x = Marshal.load("\004\be:\010Extf\0061"); [x, x.is_a?(Ext), 1.0.is_a?(Ext)] }
show(:string) { x = Marshal.load(Marshal.dump("s".extend(Ext))); [x, x.is_a?(Ext)] }
show(:not_module) { Marshal.load("\004\be:\013String\"\006x") }
show(:undefined) { Marshal.load("\004\be:\013NoSuch\"\006x") }
show(:nested) { x = Marshal.load("\004\be:\007E2e:\010Ext\"\006y"); [x, (class << x; self; end).ancestors.first(3)] }
