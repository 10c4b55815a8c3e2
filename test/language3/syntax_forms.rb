require 'h'
r { [:[]=, :<=>, :"foo bar", :@iv, :$g, :@@cv, :+@, :-@, :~, :**, :===, :=~, :[], :<<, :>=, :a?, :b!, :c=, :`] }
r { %w(:a :b).map { |s| s.to_sym } }
r { x = 1; x ? :a : :b }
r { x = nil; x ?:a : :b } rescue 1
r { [1, 2].map do |x| x * 2 end }
r { puts [1].map { |x| x }.inspect }
r { a = 1 or 2; a }
r { a = (false or 3); a }
r { b = (not true); b }
r { !1.nil? }
r { -2 ** 2 }
r { (-2) ** 2 }
r { - 2 ** 2 }
r { 2 ** 3 ** 2 }
r { 10 - 2 - 3 }
r { 2 * 3 + 4 * 5 }
r { 1 + 2 == 3 && 4 }
r { 1 < 2 == true }
r { !true && false }
r { not true && false }
r { 1 .. 3 == (1..3) } rescue 1
r { [1, 2, 3,] }
r { {1 => 2, 3 => 4,} }
r { def hs(*a) a end; hs(1, :a => 2, :b => 3) }
r { hs :a => 1 }
r { hs(*[1, 2], &nil) }
r { class OpD; def +(o) [:+, o] end; def -@; :neg end; def +@; :pos end; def [](*a) [:idx, a] end; def []=(*a) [:set, a] end; def `(c) [:bt, c] end; def ~; :tilde end; def call_bt; `ls` end; def <=>(o) 0 end; def ==(o) :eqeq end; def =~(o) :match end; def %(o) :mod end; end; o = OpD.new; [o + 1, -o, +o, o[1, 2], (o[3] = 4), ~o, o.call_bt, o <=> 1, o == 1, o =~ 1, o % 2, o != 1] }
r { o = OpD.new; o[1] += 1 rescue $!.class }
r { class OpD; def coerce(x) [x, 5] end; end; 1 + OpD.new rescue $! }
r { x = 5; y = x > 3 ? "big" : "small"; y }
r { x = [1, 2]; a, b = x; "#{a}-#{b}" }
r { "a#{"b#{"c"}"}" }
r { "#@iv #$gv #@@cv" rescue $! } if false
r { @iv = 1; $gv = 2; "#@iv #$gv" }
r { "\#{x}" }
r { '#{x}' }
r { "a\
b" }
r { 'a\
b' }
r { x = 1 +
  2; x }
r { x = 1 \
  + 2; x }
r { x = [1,
  2].size }
r { foo = 1; foo -1 } rescue 1
r { def m_1(x) x end; m_1 -1 }
r { p -1 } if false
r { [1, 2].inject(0) do |s, x| s + x end }
r { lambda do |x| x end.call(3) }
r { if true then 1 else 2 end }
r { if false; 1; elsif nil; 2; else; 3; end }
r { unless false then 1 end }
r { while false do end }
r { until true do end }
r { for i in [1] do end; i }
r { case 1 when 1: :colon end } rescue 1
r { if true: 5 end } rescue 1
r { x = 1; x += 1 until x > 3; x }
r { begin end }
r { () }
r { (;) } rescue 1
r { ;; 5 }
r { __END__ = 1 } if false
r {
=begin
comment
=end
7 }
r { defined? x }
r { defined?(x) ? 1 : 2 }
r { x = 1; defined? x + 1 } rescue 1
r { a = [1, 2, 3]; a[1..-1] }
r { a = [1, 2, 3]; a[-2, 2] }
r { h = Hash[1, 2, 3, 4]; h }
r { Hash[[[1, 2]]] }
r { "abc"[1] }
r { "abc"[1, 1] }
r { "abc"[/b/] }
r { "abc"["c"] }
r { ?a + 1 }
r { "a" * 3 }
r { :sym.to_proc.call("x") }
r { 'it''s' }
r { "tab\there" }
r { "oct\101\x42" }
r { "\e\a\b\f\v\0".unpack("C*") }
r { "\M-a\C-b\c?".unpack("C*") }
r { "\u1234" }
r { "\777".unpack("C*") }
r { /a#{1}b/o.source }
r { /\//.source }
r { %r!/!.source }
r { /a b/x.source }
r { /(?i)a/ =~ "A" }
r { /a/mix.options }
r { /\d+/n.kcode rescue $! }
r { /./u =~ "\xe3\x81\x82"; $~[0].size }
r { $KCODE }
r { 1.0.to_s + 1e10.to_s + 1.5e-10.to_s }
r { [0.1, 1.0e-5, 123456789.123456789, 1.0/3, 2.0**70, -0.0, 1e-320] }
