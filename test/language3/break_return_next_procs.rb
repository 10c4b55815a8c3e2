require 'h'
def bcall(&b) b.call end
def bget(&b) b end
def byield; yield; end
def lj(v) yield; rescue LocalJumpError => e; [v, e.message, e.reason, e.exit_value] end
r { def t1; bcall { break 11 }; end; t1 }
r { def t2; lj(22) { bget { break 21 }.call }; end; t2 }
r { def t3; lj(33) { Proc.new { break 31 }.call }; end; t3 }
r { def t4; lambda { break 44 }.call; end; t4 }
r { def t5; lj(55) { b = bget { break 54 }; bcall(&b) }; end; t5 }
r { def t6; b = lambda { break 67 }; bcall(&b); 66; end; t6 }
r { def u7; bget { break 78 }; end; def t7; b = u7; lj(77) { bcall(&b) }; end; t7 }
r { def u8(&b) bcall(&b) end; def t8; u8 { break 88 }; end; t8 }
r { def u9(&b) lambda { b.call }.call end; def t9; u9 { break 99 }; end; t9 }
r { def u10; u9 { break 100 }; end; u10 }
r { def t11; lj(111) { loop { Proc.new { break 110 }.call; break 112 } }; end; t11 }
r { def t12; loop { break lambda { break 122 }.call; break 121 }; end; t12 }
r { def t13; lj(133) { while true; Proc.new { break 130 }.call; break 131; end }; end; t13 }
r { def t14; while true; break lambda { break 144 }.call; break 143; end; end; t14 }
r { def t15; [0].each { |c| yield 1 }; 156; end; t15 { |e| break 155 } }
r { def t16; bcall { return 42 } + 1; end; t16 }
r { def t17; byield { return 43 } + 1; end; t17 }
r { def t18; [1, 2].each { |x| return x }; end; t18 }
r { def t19; lambda { return 19 }.call + 1; end; t19 }
r { def t20; proc { return 20 }.call + 1; end; t20 }
r { def t21; Proc.new { return 21 }.call + 1; end; t21 }
r { def u22; Proc.new { return 22 }; end; u22.call }
r { def u23; lambda { return 23 }; end; u23.call }
r { def u24; proc { return 24 }; end; u24.call }
r { def t25; l = lambda { [1].each { return 25 }; 0 }; l.call + 1; end; t25 }
r { def t26; l = lambda { byield { return 26 }; 0 }; l.call + 1; end; t26 }
r { def t27; pr = proc { next 27; 0 }; pr.call + 1; end; t27 }
r { def t28; [1, 2, 3].map { |x| next x * 2 if x > 1; x } end; t28 }
r { def t29; x = [1, 2].each { |i| break }; x; end; t29 }
r { def t30; bget { break 30 }; end; t30.call }
r { lambda { |x| break x }.call(31) }
r { proc { |x| next x }.call(32) }
r { Proc.new { |x| next x }.call(33) }
r { def t34; Thread.new { return 34 }.join; end; t34 }
r { Thread.new { break 35 }.value }
r { def t36(&b) Thread.new(&b).value end; t36 { next 36 } }
r { def t37; lambda { lambda { return 37 }.call; 0 }.call; end; t37 }
r { def t38; proc { lambda { return 38 }.call; 0 }.call; end; t38 }
r { def t39; lambda { proc { return 39 }.call; 0 }.call; end; t39 }
r { $o40 = nil; def t40; 3.times { |i| $o40 = i; break if i == 1 }; end; [t40, $o40] }
r { def t41; [1, 2].each { |x| [3].each { |y| return [x, y] } }; end; t41 }
r { def t42; loop { [1].each { break } ; return 42 }; end; t42 }
r { def t43; catch(:c) { [1].each { throw :c, 43 } }; end; t43 }
r { def t44; b = proc { |x| return x * 2 }; [1, 2].map(&b); end; t44 }
r { def t45; b = lambda { |x| return x * 2 }; [1, 2].map(&b); end; t45 }
r { def t46; b = lambda { |x| next x * 3 }; [1, 2].map(&b); end; t46 }
r { def t47; b = lambda { |x| break x * 4 }; [1, 2].map(&b); end; t47 }
r { def t48; b = proc { |x| break x * 5 }; [1, 2].map(&b); end; t48 }
r { def t49(&b) b end; x = t49 { |v| break v }; [1].each(&x) }
r { def t50; define_method(:d50) { return 50 }; end rescue nil; Object.send(:define_method, :d50) { return 50 }; d50 }
r { Object.send(:define_method, :d51) { break 51 }; d51 }
r { Object.send(:define_method, :d52) { next 52 }; d52 }
r { Object.send(:define_method, :d53) { [1].each { return 53 }; 0 }; d53 }
r { def m0(v) v end; def m1; m0(block_given?) end; [m1 { }, m1] }
r { def m2; m0(block_given?, &proc {}) end; [m2 { }, m2] }
r { def blk_test(k, &b) k === b end; [blk_test(NilClass), blk_test(Proc) { }] }
r { lambda(&method(:m0)).call(3) }
r { lambda(&bget { |a, n| [a, n] }).call(1, 2) }
r { class IT1; def a; block_given?; end; end; class IT2 < IT1; def a; [super, super()]; end; end; IT2.new.a { } }
r { class IT3; def foo(x) return yield if block_given?; x; end; end; class IT4 < IT3; def foo(x) [super, super(x, &nil)]; end; end; IT4.new.foo(44) { 55 } }
r { class IT5; def tt(a) a end; def uu; class << self; define_method(:tt) { |s| super(s) }; end; end; end; a = IT5.new; a.uu; a.tt(1) }
r { class IT6; def foo(x) x end; end; IT6.new.foo(1) { 1 } }
r { def mar(m) [method(m).arity, method(m).to_proc.arity] end; [mar(:m0), mar(:mar), mar(:p), mar(:bget)] }
r { def dg; yield; end; dg(&nil) rescue $!.class }
r { def ret_blk; yield; ensure; $rb = :ens; end; [ret_blk { 9 }, $rb] }
