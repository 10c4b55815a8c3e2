# an alias of a method that a class only re-published or hid
# (public/private/protected(name) of an inherited method) stays such an
# entry in 1.8.7: each call looks the original name up above the class,
# so it follows redefinitions and fails once the method is gone
class A; def y; :ay; end; end
class B < A; protected :y; alias_method :x, :y; public :x; end
p B.new.x
p B.instance_method(:x)
class C < B; alias w x; end
p C.new.w
class A; def y; :ay2; end; end
p B.new.x, C.new.w
class A; remove_method :y; end
p((B.new.x rescue $!.message.sub(/ for .*/, "")))
p((C.new.w rescue $!.message.sub(/ for .*/, "")))
p((B.instance_method(:x) rescue $!))
p B.new.respond_to?(:x), B.method_defined?(:x)
class A; def y; :ay3; end; end
p B.new.x
# protected: the class of the visibility entry is the one self must be of
class P; def q; :pq; end; def call_q(o) o.q; end; end
class Q < P; protected :q; end
p((P.new.call_q(Q.new) rescue $!.message.sub(/ for .*/, '')))
p Q.new.call_q(Q.new)
