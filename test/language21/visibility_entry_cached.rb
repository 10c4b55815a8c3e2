# a public/private(name) entry is kept in 1.8.7's method cache with its
# visibility, while the method above it is found again at each call: a
# method removed or added above it is seen at once
def t(l)
  r = begin
    yield
  rescue NoMethodError, NameError => e
    e.message.sub(/ for .*/, "")
  end
  puts "#{l}: #{r.inspect}"
end
module M1; def x; [:m1x, (super rescue :ns)]; end; end
class A; def x; :ax; end; end
class B < A; include M1; end
class C < B; end
s = C.new
C.send(:protected, :x)
3.times { |i| t(i) { s.send(:x) } }
M1.send(:remove_method, :x)
t(:removed) { s.send(:x) }
class A; def x; :ax2; end; end
t(:redefined) { s.send(:x) }
# a method defined over its own undef takes no super, also reached
# through a singleton class's visibility entry
class P; def y; :py; end; end
class Q < P; end
q = Q.new
(class << q; self; end).send(:private, :y)
Q.send(:undef_method, :y)
(class << q; self; end).send(:public, :y)
t(:undefined) { q.y }
class Q; def y; [:qy, (begin; super; rescue => e; e.message[0, 40]; end)]; end; end
t(:singleton) { q.y }
t(:plain) { Q.new.y }
