# an alias of a public/private(name) entry runs as a super call by the
# original name in 1.8.7: the frame (backtrace, set_trace_func) has that
# name; a plain alias keeps its own, also behind such an entry
class P; def q; [__method__, caller(0)[0][/`.*'/]]; end; def z; [__method__, caller(0)[0][/`.*'/]]; end; end
class Q < P; protected :q; alias_method :q2, :q; public :q2; alias z2 z; def cq(o) o.q; end; end
p Q.new.q2, Q.new.z2
class R < P; alias b z; end
class S < R; private :b; end
p S.new.send(:b)
ev = []
o = Q.new
set_trace_func proc { |e, f, l, id, b, k| ev << [e, id, k] if e =~ /^(call|return)/ }
o.cq(o); o.q2; o.z2
set_trace_func nil
ev.each { |x| p x }
