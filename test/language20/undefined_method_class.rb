# Method/UnboundMethod lookup failure names the receiver's real class
require "helper"
o = Object.new
def o.x; end
module M; def x; end; undef x; end
class C; undef to_s; end
show("String.method") { String.method(:zz) }
show("String singleton instance_method") { (class << String; self; end).instance_method(:zz) }
show("meta-meta") { (class << (class << String; self; end); self; end).instance_method(:zz) }
show("Kernel.instance_method") { Kernel.instance_method(:zz) }
show("Kernel.method") { Kernel.method(:zz) }
show("Kernel singleton") { (class << Kernel; self; end).instance_method(:zz) }
show("object with singleton") { o.method(:zz) }
show("object singleton instance_method") { (class << o; self; end).instance_method(:zz) }
show("String.instance_method") { String.instance_method(:zz) }
show("Fixnum") { 3.method(:zz) }
show("nil") { nil.method(:zz) }
show("undef in module") { M.instance_method(:x) }
show("undef in class") { C.instance_method(:to_s) }
show("undef on instance") { C.new.method(:to_s) }
