# a public/private/protected entry a subclass made for an inherited method
# stays a method when the method is undefined or removed above it (1.8.7):
# respond_to? and *_method_defined? see it, a call checks its visibility, then
# runs as a super that finds nothing; method/instance_method refuse it
def t(l); r = begin; yield; rescue Exception => e; [e.class, e.message.gsub(/0x[0-9a-f]+/, '')]; end; p [l, r]; end
%w(public private protected).each do |vis|
  %w(undef_method remove_method).each do |how|
    a = Class.new { def g(*a); [:A, a]; end; def method_missing(n, *a); [:mm, n]; end if false }
    b = Class.new(a)
    c = Class.new(b)
    c.send(vis == "public" ? :private : :public, :g) if vis == "public"
    c.send(vis, :g)
    (how == "undef_method" ? b : a).send(how, :g)
    t([vis, how, :pub]) { c.new.g }
    t([vis, how, :send]) { c.new.send(:g, 1) }
    t([vis, how, :rt]) { [c.new.respond_to?(:g), c.new.respond_to?(:g, true)] }
    t([vis, how, :md]) { [c.method_defined?(:g), c.public_method_defined?(:g), c.private_method_defined?(:g), c.protected_method_defined?(:g)] }
    t([vis, how, :im]) { [c.public_instance_methods(false), c.private_instance_methods(false), c.protected_instance_methods(false), c.instance_methods(false)] }
    t([vis, how, :meth]) { c.new.method(:g) }
    t([vis, how, :inst_m]) { c.instance_method(:g) }
    t([vis, how, :methods]) { c.new.methods.include?("g") }
  end
end
class A; def g; end; end
class B < A; private :g; end
class A; remove_method :g; end
begin
  B.new.send(:g)
rescue NoMethodError => e
  p e.message.sub(/0x[0-9a-f]+/, ""), e.backtrace, e.name, e.args
end
class B; def method_missing(n, *a); [:mm, n, a]; end; end
p B.new.send(:g, 1)
p B.new.g rescue p $!
p B.instance_method(:g) rescue p $!
p B.new.respond_to?(:g, true)
set_trace_func proc { |*a| p a[0,4] if a[0] =~ /call|return/ && a[3] != :set_trace_func }
B.new.send(:g, 2)
set_trace_func nil
class A4; def g(*a); [:A, a]; end; end
class B4 < A4; private :g; end
class C4 < B4; def g(*a); [:C, super]; end; def h; g; end; end
class A4; remove_method :g; end
t(:sup) { C4.new.g(1) }
t(:def) { [defined?(B4.new.g), B4.new.instance_eval { defined?(g) }] }
t(:alias) { class B4; alias_method :g2, :g; end; B4.new.send(:g2) }
t(:mm) { class B4; def method_missing(n, *a); [:mm, n, a]; end; end; [B4.new.g(3), B4.new.send(:g, 4)] }
t(:resp) { [B4.new.respond_to?(:g), B4.public_method_defined?(:g), B4.private_method_defined?(:g)] }
t(:bt) { class B4; remove_method :method_missing; end; begin; B4.new.send(:g); rescue => e; e.backtrace; end }
t(:readd) { class A4; def g(*a); [:A2, a]; end; end; B4.new.send(:g, 5) }
module M; def k; :k; end; end
class D; include M; public :k; private :k; end
module M; remove_method :k; end
t(:mod) { D.new.send(:k) }
t(:modpub) { D.new.k }
