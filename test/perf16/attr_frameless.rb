# attr_reader/attr_writer calls made without a frame: the values, the
# errors that still show the method's frame (arity, frozen, $SAFE 4),
# visibility, non-Object receivers, tracing and a thread switch among them
require "helper"
class C; attr_accessor :a, :b; attr_reader :r; attr_writer :w
  def w_val; @w; end
  private; attr_accessor :priv
  protected; attr_accessor :prot
  public; def peer(o); o.prot = 3; o.prot; end
end
c = C.new
show("read unset") { [c.a, c.r] }
show("write returns") { [(c.a = 5), c.a, c.send(:a=, 6), c.a, c.__send__(:b=, [1]), c.b] }
show("writer only") { c.w = 9; c.w_val }
show("op assign") { c.a += 1; c.b ||= 2; c.b <<= 2 rescue $!.class; [c.a, c.b] }
show("frozen") { d = C.new; d.freeze; begin; d.a = 1; rescue => e; [e.class, e.message, e.backtrace[0]]; end }
show("reader arity") { begin; c.a(1); rescue => e; [e.class, e.message, e.backtrace[0]]; end }
show("writer arity") { begin; c.send(:a=, 1, 2); rescue => e; [e.message, e.backtrace[0]]; end }
show("private") { begin; c.priv; rescue NoMethodError => e; e.message[/^[^#]*/]; end }
show("private via send") { c.send(:priv=, 4); c.send(:priv) }
show("protected") { [begin; c.prot; rescue NoMethodError => e; e.message[/^[^#]*/]; end, c.peer(C.new)] }
show("$SAFE 4") { d = C.new; proc { $SAFE = 4; begin; d.a = 1; rescue SecurityError => e; e.message; end }.call }
show("$SAFE 4 tainted") { d = C.new.taint; proc { $SAFE = 4; d.a = 2; d.a }.call }
class S < String; attr_accessor :tag; end
show("String subclass") { s = S.new("x"); s.tag = :t; [s.tag, s] }
class Fixnum; attr_accessor :fx; end
show("Fixnum") { 3.fx = 1 rescue $!.class }
show("reader on Fixnum") { 3.fx }
class Hash; attr_accessor :hx; end
show("Hash") { h = {}; h.hx = 2; [h.hx, h.instance_variables] }
ev = []
set_trace_func proc { |e, f, l, id, b, k| ev << [e, id.to_s] if id.to_s =~ /^a=?$/ }
c.a = 1; c.a
set_trace_func nil
show("traced events") { ev }
show("thread switch") { t = Thread.new { 5.times { Thread.pass } ; :done }; 20000.times { c.a = c.a + 1 }; [t.value, c.a > 20000] }
