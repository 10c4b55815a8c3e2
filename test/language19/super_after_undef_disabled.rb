# a def over its class's own undef entry gets NOEX_NOSUPER as in 1.8.7: its super
# is NameError "superclass method `h' disabled", defined?(super) is nil; define_method,
# def obj.m, remove_method first or a later public/private in the class clear it
def t(l); r = begin; yield; rescue Exception => e; [e.class, e.message.sub(/0x[0-9a-f]+/, "")]; end; p [l, r]; end
class P0; def h; :p0; end; end
class A < P0; undef_method :h; def h; super; end; end
t(:a) { A.new.h }
class B < P0; undef h; define_method(:h) { super() }; end
t(:b) { B.new.h }
class C < P0; undef_method :h; def h; [1].map { super }; end; end
t(:c) { C.new.h }
class D < P0; def h; super; end; end
t(:d0) { D.new.h }
class D; undef_method :h; end
t(:d1) { D.new.h }
class D; def h; super; end; end
t(:d2) { D.new.h }
class D; remove_method :h; end
t(:d3) { D.new.h }
class D; def h; super; end; end
t(:d4) { D.new.h }
class E < P0; undef_method :h; def h(x = 1); defined?(super); end; end
t(:e) { E.new.h }
class F < P0; undef_method :h; alias_method :h, :to_s; end
t(:f) { F.new.h.class }
class G < P0; undef_method :h; def h; method(:h).unbind.bind(self).call rescue $!.class; end; end
class G2 < P0; undef_method :h; def g2; super; end; alias h g2; end
t(:g2) { G2.new.h }
class H < P0; undef_method :h; end
class H; def h; super(); end; end
t(:h) { H.new.h }
o = P0.new; class << o; undef_method :h; def h; super; end; end
t(:o) { o.h }
module MU; def h; :mu; end; end
class I < P0; include MU; undef_method :h; def h; super; end; end
t(:i) { I.new.h }
class J < P0; undef_method :h; private; def h; super; end; end
t(:j) { J.new.send(:h) }
class K < P0; undef_method :h; def h; super; end; public :h; end
t(:k) { K.new.h }
class L < P0; undef_method :h; attr_reader :h; end
t(:l) { L.new.h }
class M2 < P0; undef_method :h; def self.h; :s; end; def h; super; end; end
t(:m) { M2.new.h }
class N < P0; undef_method :h; def h; yield; end; end
t(:n) { N.new.h { :nb } }
class Q < P0; undef_method :h; def h; self.class.superclass.instance_method(:h).bind(self).call; end; end
t(:q) { Q.new.h }
class R < P0; undef_method :h; def h; [__method__, caller(0)[0][/`.*'/]]; end; end
t(:r) { R.new.h }
class A < P0; undef_method :h; def h; :ah; end; end
class P0; protected; def pr; :pr; end; end
m = A.new.method(:h); p m, m.owner rescue p $!
class B < P0; undef_method :h; def h; super; end; end
p((B.new.method(:h).call rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
p((B.instance_method(:h).bind(B.new).call rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class C < P0; undef_method :pr; protected; def pr; super; end; def t(o); o.pr; end; end
p((C.new.t(C.new) rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
o = P0.new; class << o; undef_method :h; end; def o.h; super; end
p((o.h rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class D < P0; undef_method :h; def h; instance_eval { super }; end; end
p((D.new.h rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class E < P0; undef_method :h; def h; eval("super"); end; end
p((E.new.h rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class F < P0; undef_method :h; def h(&b); b ? b.call : [:F, proc { super }.call]; end; end
p((F.new.h rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class G < P0; undef_method :h; def h; __method__; end; end; p G.new.h
class H < P0; undef_method :h; end; class H; def h; super; end; end; class H2 < H; def h; super; end; end
p((H2.new.h rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
module MM; def self.extended(o); end; undef_method :to_s rescue p $!; def to_s; super; end; end
p((Object.new.extend(MM).to_s[0, 9] rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class I < P0; def h; super; end; alias_method :hh, :h; undef_method :h; def h; super; end; end
p((I.new.hh rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class J < P0; undef_method :h; def h; super; end; alias_method :jj, :h; end
p((J.new.jj rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
class K < P0; undef_method :h; def h; super; end; private :h; end
p((K.new.send(:h) rescue [$!.class, $!.message.sub(/0x[0-9a-f]+/, "")]))
