require 'h'
r { 1.instance_eval { def q1; 1; end } }
r { :a.instance_eval { def q2; end } }
r { nil.instance_eval { def q3; 3; end; q3 } }
r { true.instance_eval("def q4; 4; end") }
r { 1.instance_eval("Q = 1"); Q }
r { 1.instance_eval { QQ = 2 }; QQ }
r { 1.instance_eval("@@cv = 1") }
r { 1.instance_eval { @@cv2 = 1 } }
r { 1.instance_eval("self + 1") }
r { nil.instance_eval { self } }
r { 1.instance_eval { alias q5 to_s } }
r { 1.instance_eval("undef to_s") }
r { 1.instance_eval { private } }
r { 1.instance_exec(2) { |x| self + x } }
r { 1.instance_eval("class Foo9; end; Foo9") }
r { 1.instance_eval("module_function") }
r { 1.instance_eval("class << self; end") }
r { nil.instance_eval("def self.q6; 6; end; q6") }
r { 1.instance_eval("@iv = 3; @iv") }
r { 1.instance_eval("[__FILE__, __LINE__]") }
