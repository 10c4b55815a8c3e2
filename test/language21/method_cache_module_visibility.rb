# 1.8.7's method cache: a visibility changed in place in a module clears
# only the entries of that module (not those of the classes including it),
# so a call already made through an including class keeps the old
# visibility until a method of that name is added, removed or undefined,
# or a module is included somewhere
def t(label)
  r = begin
    yield
  rescue NoMethodError, NameError => e
    e.message.sub(/ for .*/, '')
  end
  puts "#{label}: #{r.inspect}"
end
module M2; def b; :b; end; end
class C2; include M2; end
c2 = C2.new
t(:first) { c2.b }
M2.module_eval { protected :b }
t(:protected_kept) { c2.b }
t(:send) { c2.send(:b) }
M2.module_eval { private :b }
t(:private_kept) { c2.b }
t(:respond_to) { c2.respond_to?(:b) }
t(:public_method_defined) { C2.public_method_defined?(:b) }
t(:other_object_same_class) { C2.new.b }
M2.module_eval { def b; :b2; end }
t(:redefined) { c2.b }
M2.send(:private, :b)
t(:kept_again) { c2.b }
C2.send(:define_method, :other) {}
t(:other_name_added) { c2.b }
Class.new { def b; end }
t(:same_name_added_elsewhere) { c2.b }
# a class's own in-place change and a superclass's are seen at once
class G; def z; :z; end; def y; :y; end; end
class H < G; end
h = H.new
t(:g1) { h.z }
G.send(:private, :z)
t(:g2) { h.z }
# module_function adds a singleton method of the name: entries cleared
module M1; def a; :a; end; end
class C1; include M1; end
c1 = C1.new
t(:m1) { c1.a }
M1.module_eval { module_function :a }
t(:m2) { c1.a }
t(:m3) { M1.a }
# an include that changes nothing clears nothing; one that does clears all
module M3; def c; :c; end; end
class C3; include M3; end
c3 = C3.new
t(:i1) { c3.c }
M3.send(:private, :c)
C3.send(:include, M3)
t(:i2) { c3.c }
String.send(:include, Module.new)
t(:i3) { c3.c }
# extend makes a new singleton class: its lookups are fresh
module M5; def f; :f; end; end
class C5; include M5; end
c5 = C5.new
t(:e1) { c5.f }
M5.send(:private, :f)
c5.extend(Comparable)
t(:e2) { c5.f }
