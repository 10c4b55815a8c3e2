# -w: class variable warnings: a class body setting an ancestor's ("already
# initialized"), a further ancestor holding the same one ("overridden"),
# access from a toplevel singleton class (also without -w: Object's)
module M; @@m = 1; end
class C; @@m = 2; end
class C; include M; p @@m; end
class D < C; p @@m; @@m = 3; end
class Object; @@m = 0; end
class D; p @@m; end
class E; p class_variable_get(:@@m) rescue p $!; end
class C; p class_variable_get(:@@m); p class_variable_defined?(:@@m); class_variable_set(:@@m, 5); p class_variables; end
module M2; @@m2 = 1; end; module M3; include M2; @@m2 = 2; p @@m2; end
class F; include M3; p @@m2; end
class A; @@x = 1; end
class B < A; @@x = 2; end
class B; def self.s; @@x = 3; end; end
B.s
A.send(:class_variable_set, :@@x, 5)
B.send(:class_variable_set, :@@x, 6)
class A2; end
class << A2; @@x = 7; p defined?(@@x); def m; @@y = 1; end; end
A2.m
class A; @@x ||= 8; @@x += 1; end
class B; @@x ||= 8; @@x += 1; end
p Object.class_variables.sort
