require 'h'
class Alias0; def foo; "foo" end; end
class Alias1 < Alias0; alias bar foo; def foo; "foo+" + super end; end
class Alias2 < Alias1; alias baz foo; undef foo; end
class Alias3 < Alias2; def foo; defined? super end; def bar; defined? super end; def quux; defined? super end; end
r { x = Alias2.new; [x.bar, x.baz, (x.foo rescue $!.class)] }
r { x = Alias3.new; [x.foo, x.bar, x.quux] }
r { $ga1 = 1; alias $ga2 $ga1; $ga2 = 5; [$ga1, $ga2] }
r { alias $gm $~; "ab" =~ /b/; $gm && $gm[0] }
r { alias $g_ $_; $_ = "u"; $g_ }
r { eval("alias $gq $1"); :ok }
r { class Alias4; def a; :a; end; alias_method "b", "a"; alias :c :a; alias d a; end; [Alias4.new.b, Alias4.new.c, Alias4.new.d] }
r { class Alias4; alias_method :e, :nosuch; end }
r { class Alias4; alias == a; end; Alias4.new == 1 }
r { class Alias4; alias [] a; end; Alias4.new[] }
r { class Alias4; alias e= a; end rescue $!.class } if false
r { class Alias5; def m; __method__; end; alias n m; end; [Alias5.new.m, Alias5.new.n] }
r { class Alias5; def mc; caller(0)[0][/`.*'/]; end; alias nc mc; end; [Alias5.new.mc, Alias5.new.nc] }
r { class Alias5; def mr; raise "x"; end; alias nr mr; end; begin; Alias5.new.nr; rescue => e; e.backtrace[0][/`.*'/]; end }
r { class Alias6; def f; :orig; end; alias g f; def f; :new; end; end; [Alias6.new.f, Alias6.new.g] }
r { module AliasM; def am; :am; end; alias an am; end; class Alias7; include AliasM; end; Alias7.new.an }
r { class Alias8; def self.s; :s; end; class << self; alias t s; end; end; Alias8.t }
r { class Alias9; private; def p1; :p; end; public; alias p2 p1; end; Alias9.new.p2 }
r { class Alias10; def z; :z; end; private :z; alias z2 z; public :z2; end; [Alias10.new.z2, (Alias10.new.z rescue $!.class)] }
r { o = Object.new; class << o; def x; :x; end; alias y x; end; o.y }
r { class Alias11 < Alias0; alias foo2 foo; def foo; foo2 + "!"; end; end; Alias11.new.foo }
r { Alias1.instance_method(:bar).inspect }
r { Alias1.new.method(:bar).inspect.sub(/0x\w+/, "") }
r { class Alias12; alias_method :to_s2, :to_s; end; Alias12.new.to_s2 =~ /Alias12/ ? :ok : :ng }
r { class Alias13; def method_added(m) end; def self.method_added(m) ($ma ||= []) << m end; def q; end; alias r q; alias_method :s, :q; end; $ma }
r { class Alias14; def q; end; def self.singleton_method_added(m) ($sma ||= []) << m end; def self.w; end; class << self; alias w2 w; end; end; $sma }
