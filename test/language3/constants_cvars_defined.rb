require 'h'
X = 1
module M1; X = 2; def self.x; X; end; class C; def x; X; end; end; end
r { M1.x }
r { M1::C.new.x }
class M1::C; def y; X; end; end
r { M1::C.new.y }
r { M1::X }
r { M1::Y }
r { M1::C::X }
r { Object::X }
r { ::X }
r { M1.const_get(:X) }
r { M1::C.const_get(:X) }
r { M1.const_defined?(:C) }
r { M1::C.const_defined?(:X) }
r { M1.constants.sort }
r { M1.const_set(:Z, 3); M1::Z }
r { M1.const_set(:z, 3) }
r { M1.const_get(:z) }
r { class M1::C; X = 9; end; [M1::C::X, M1::C.new.x] }
r { class Object; def cm_test; ZZZ; end; end; cm_test }
class Module; alias orig_cm const_missing; end
class CM; def self.const_missing(n) [:cm, n] end; end
r { CM::Foo }
r { class CM; Bar; end }
r { class CM; def self.g; Baz; end; end; CM.g }
r { CM.const_get(:Qux) }
r { CM.const_defined?(:Qux) }
r { defined?(CM::Foo) }
r { Foo::Bar }
r { Object.const_missing(:Xyz) }
r { Module.new.const_missing(:Xyz) }
r { Class.new.const_missing(:Xyz) }
r { c = Class.new; c::Foo }
r { c = Class.new; c.name }
r { c = Class.new; Named = c; c.name }
r { m = Module.new; m::Inner = Class.new; m::Inner.name }
r { Foo = 1; Foo = 2; Foo }
r { X.freeze; X }
class CV; @@a = 1; def self.a; @@a; end; def a; @@a; end; def sa(v) @@a = v end; end
class CV2 < CV; def b; @@a; end; def sb(v) @@a = v end; end
r { CV.a }
r { CV2.new.b }
r { CV2.new.sb(5); CV.a }
r { CV.class_variables }
r { CV2.class_variables }
r { CV.class_variable_get(:@@a) }
r { CV.class_variable_set(:@@b, 2) }
r { CV.class_variable_defined?(:@@b) }
r { CV.send(:class_variable_get, :@@nope) }
r { CV.send(:remove_class_variable, :@@b) }
r { class CV; @@nope; end }
r { @@toplevel = 1 }
r { @@toplevel }
r { module CVM; @@m = 1; end; class CV3; include CVM; def m; @@m; end; end; CV3.new.m }
r { class CV4; class << self; @@s = 1; def s; @@s; end; end; end; CV4.s }
r { class CV5; def self.x; @@x5 ||= 3; end; end; CV5.x }
r { defined?(@@zz) }
r { class CV; defined?(@@a) end }
r { @ivar_undefined }
r { $gvar_undefined }
r { defined?($gvar_undefined) }
r { defined?(@ivar_undefined) }
r { defined?(X) }
r { defined?(NoSuch) }
r { defined?(M1::X) }
r { defined?(M1::Nope) }
r { defined?(puts) }
r { defined?(self.puts) }
r { defined?(1.+) }
r { defined?(1.nope) }
r { defined?(String.new) }
r { defined?(a = 1) }
r { defined?(super) }
r { defined?(yield) }
r { defined?(nil) }
r { defined?(true) }
r { defined?(self) }
r { defined?(__FILE__) }
r { defined?(@@x) }
r { defined?(Object.new.foo.bar) }
r { defined?([1].first) }
r { defined?([nosuch]) }
r { defined?(x = nosuch) }
r { defined?(1 + 1) }
r { defined?(!x) }
r { defined?(x && y) }
r { defined?($~) }
r { defined?($1) }
r { "a" =~ /(a)/; [defined?($~), defined?($1), defined?($2), defined?($&), defined?($`)] }
r { defined?(::X) }
r { defined?(::NoSuch) }
r { defined?(M1::C.new) }
r { defined?(@a += 1) }
r { defined?(a ||= 1) }
r { defined?(M1::C::X) }
r { defined?(Comparable.instance_method(:<)) }
r { x = 1; defined?(x) }
r { [1].map { |q| defined?(q) } }
r { defined?(lambda) }
r { defined?(raise) }
r { defined?(__method__) }
r { class DF; def m; defined?(super); end; end; DF.new.m }
r { class DF2 < DF; def m; defined?(super); end; end; DF2.new.m }
r { def dfy; defined?(yield); end; [dfy, dfy {}] }
r { class DF3; def pri; end; private :pri; def t; [defined?(pri), defined?(self.pri)]; end; end; DF3.new.t }
r { defined?(DF3.new.pri) }
r { class DF4; protected; def pro; end; public; def t(o) defined?(o.pro) end; end; [DF4.new.t(DF4.new), defined?(DF4.new.pro)] }
