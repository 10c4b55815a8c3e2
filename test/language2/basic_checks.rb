# one long self-check in the classic style: each check prints "ok N" or "not ok N"
$n = 0
$failed = 0
def check(cond)
  $n += 1
  if cond
    puts "ok #{$n}"
  else
    $failed += 1
    puts "not ok #{$n} (line #{caller[0][/\d+$/]})"
  end
end

# --- assignment
a = 1; check(a == 1)
a = b = 2; check(a == 2 && b == 2)
a, b = 1, 2; check(a == 1 && b == 2)
a, b = b, a; check(a == 2 && b == 1)
a, (b, c), d = 1, [2, 3], 4; check([a, b, c, d] == [1, 2, 3, 4])
a, (b, *c), d = 1, [2, 3, 4], 5; check(c == [3, 4] && d == 5)
*a = nil; check(a == [nil])
*a = [1]; check(a == [[1]])
a, = [7, 8]; check(a == 7)
a, *b = 1; check(a == 1 && b == [])
a, *b = [1, 2, 3]; check(b == [2, 3])
a = *[1]; check(a == 1)
a = *[]; check(a.nil?)
a = *nil; check(a.nil?)
a = *[1, 2]; check(a == [1, 2])
a = 1, 2; check(a == [1, 2])
x = (a, b = 5, 6); check(x == [5, 6])
o = Struct.new(:p, :q).new
o.p, o.q = 3, 4; check(o.p == 3 && o.q == 4)
h = {}; h[:a], h[:b] = 1, 2; check(h[:a] == 1 && h[:b] == 2)
@iv, $gv = 9, 10; check(@iv == 9 && $gv == 10)
def ret_multi; return 1, 2; end
check(ret_multi == [1, 2])
def ret_splat; return *[3]; end
check(ret_splat == 3)

# --- operator assignment
a = nil; a ||= 1; a ||= 2; check(a == 1)
a &&= a + 1; check(a == 2)
a += 3; a -= 1; a *= 2; check(a == 8)
a <<= 1; a >>= 2; check(a == 4)
a **= 2; a %= 7; check(a == 2)
h = Hash.new(0); h[:x] += 1; h[:x] += 1; check(h[:x] == 2)
o.p ||= 100; check(o.p == 3)
o.p += 1; check(o.p == 4)
arr = [nil]; arr[0] ||= :set; check(arr == [:set])

# --- conditionals
check((if true then 1 else 2 end) == 1)
check((unless true then 1 else 2 end) == 2)
check((1 if false).nil?)
check((true ? (false ? 1 : 2) : 3) == 2)
v = case 5 when 1..3 then :lo when 4..6 then :mid else :hi end
check(v == :mid)
list = [7, 8]
check((case 8 when *list then true else false end))
check((case "abc" when /b(c)/ then $1 end) == "c")
check((case 1 when String then 1 when Integer, Float then 2 end) == 2)
check((case when 1 > 2 then :a when 2 > 1 then :b end) == :b)
check((not false) && !nil && (true and true) && (false or true))

# --- loops
i = 0; i += 1 while i < 5; check(i == 5)
i = 0; i += 1 until i == 4; check(i == 4)
i = 10; begin i += 1 end while i < 5; check(i == 11)
i = 0; r = while true; i += 1; break i * 2 if i == 3; end; check(r == 6)
r = (while false; end); check(r.nil?)
s = 0; for k in 1..4; next if k == 2; s += k; end; check(s == 8 && k == 4)
for p1, p2 in [[1, 2], [3, 4]]; end; check(p1 == 3 && p2 == 4)
c = 0; r = [1, 2, 3].map { |x| c += 1; redo if c == 2; x }; check(r == [1, 2, 3] && c == 4)
n = 0
begin
  n += 1
  raise "again" if n < 3
rescue
  retry
end
check(n == 3)
r = [1, 2, 3].each { |x| break x * 10 if x == 2 }; check(r == 20)
check([1, 2, 3].map { |x| next 0 if x == 2; x } == [1, 0, 3])
check(loop { break :out } == :out)
check((1..10).select { |x| true if (x == 3)..(x == 5) } == [3, 4, 5])
check((1..10).select { |x| ((x % 3 == 0)...(x % 3 == 0)) ? true : false } == [3, 4, 5, 6, 9, 10])

# --- exceptions
class CheckError < StandardError; end
r = begin; raise CheckError, "m"; rescue CheckError => e; e.message; end; check(r == "m")
r = begin; raise "x"; rescue ArgumentError; :no; rescue => e; e.class; end; check(r == RuntimeError)
errs = [TypeError, CheckError]
r = begin; raise CheckError; rescue *errs; :splat; end; check(r == :splat)
begin; raise IOError; rescue => @caught; end; check(@caught.class == IOError)
r = (raise "q" rescue :mod); check(r == :mod)
log = []
r = begin; log << :body; 1; rescue; log << :resc; else; log << :else; 2; ensure; log << :ens; 3; end
check(r == 2 && log == [:body, :else, :ens])
def ens_ret; begin; return :a; ensure; return :b; end; end
check(ens_ret == :b)
def ens_order(log); [1].each { begin; return; ensure; log << :inner; end }; ensure; log << :outer; end
log = []; ens_order(log); check(log == [:inner, :outer])
begin; raise "z"; rescue; check($!.message == "z" && $@.is_a?(Array)); end
check($!.nil?)
x = Object.new; def x.exception(m = nil); ArgumentError.new("proto"); end
r = begin; raise x; rescue ArgumentError => e; e.message; end; check(r == "proto")
r = begin; raise TypeError.new("a"), "b"; rescue => e; [e.class, e.message]; end
check(r == [TypeError, "b"])
r = begin; raise Class.new(StandardError), "anon"; rescue => e; e.message; end; check(r == "anon")
check(catch(:t) { throw :t, 5; 6 } == 5)
check(catch(:t) { 7 } == 7)
check(catch(:o) { catch(:i) { throw :o, :deep }; :no } == :deep)
r = begin; throw :nowhere; rescue NameError => e; e.message; end; check(r =~ /uncaught throw/)
r = begin; break; rescue LocalJumpError => e; e.reason; end; check(r == :break)

# --- methods and arguments
def args(a, b = a + 1, *c, &d); [a, b, c, d ? d.call : nil]; end
check(args(1) == [1, 2, [], nil])
check(args(1, 5, 6, 7) { :blk } == [1, 5, [6, 7], :blk])
check(method(:args).arity == -2)
r = begin; args; rescue ArgumentError => e; e.message; end
check(r == "wrong number of arguments (0 for 1)")
def kw_hash(h); h; end
check(kw_hash(:a => 1, :b => 2) == {:a => 1, :b => 2})
check(kw_hash(:a => 1) == {:a => 1})
def splat_call(*a); a; end
check(splat_call(1, *[2, 3]) == [1, 2, 3])
def setter_ret; self.class; end
class SetRet; def v=(x); @v = x; 99; end; end
check((SetRet.new.v = 5) == 5)
def yielder; yield 1, 2; end
check(yielder { |a, b| a + b } == 3)
check(yielder { |*a| a } == [1, 2])
def yield_ary; yield [1, 2]; end
check(yield_ary { |a, b| b } == 2)
check(yield_ary { |a, (b, c)| a } == 1)
def yield_nested; yield 1, [2, 3]; end
check(yield_nested { |a, (b, c)| c } == 3)
class BP; attr_accessor :x; end
bp = BP.new; yielder { |bp.x, | }; check(bp.x == 1)
yielder { |@y1, $y2| }; check(@y1 == 1 && $y2 == 2)
ar = []; yielder { |ar[0], ar[1]| }; check(ar == [1, 2])
check(block_given? == false)
def bg; block_given?; end
check(bg {} && !bg)
def amp(&b); b; end
check(amp.nil? && amp {}.is_a?(Proc))
def pnew; Proc.new; end
check(pnew { :from_method }.call == :from_method)

# --- procs and lambdas
check(Proc.new { |a, b| [a, b] }.call(1) == [1, nil])
r = begin; proc { |a, b| }.call(1); rescue ArgumentError; :lambda_like; end; check(r == :lambda_like)
check(Proc.new { |a, b| [a, b] }.call([3, 4]) == [3, 4])
r = begin; lambda { |a, b| }.call(1); rescue ArgumentError; :arity; end; check(r == :arity)
check(proc { |a| }.arity == 1 && proc { |*a| }.arity == -1 && proc { || }.arity == 0)
check(proc { }.arity == -1 && proc { |a, b| }.arity == 2 && proc { |a, *b| }.arity == -2)
def lam_ret; l = lambda { return 1 }; l.call; 2; end
check(lam_ret == 2)
def proc_ret; pr = Proc.new { return 1 }; pr.call; 2; end
check(proc_ret == 1)
check(lambda { next 3; 4 }.call == 3)
check(lambda { break 5 }.call == 5)
def mk_proc; Proc.new { return 1 }; end
r = begin; mk_proc.call; rescue LocalJumpError => e; e.reason; end; check(r == :return)
counter = 0; inc = lambda { counter += 1 }; inc.call; inc[]; check(counter == 2)
add = method(:args).to_proc; check(add.call(1)[1] == 2)
check(:upcase.to_proc.call("a") == "A") rescue check(false)

# --- strings, symbols, literals
check("a#{1 + 1}b" == "a2b")
check('a#{x}' == "a\#{x}")
check(%w(a b c) == ["a", "b", "c"])
check(%q(it's) == "it's" && %Q(#{1}) == "1")
check(?a == 97 && ?\C-a == 1 && ?\M-a == 225 && ?\s == 32)
check(0b101 == 5 && 0o17 == 15 && 0x1f == 31 && 1_000 == 1000 && 017 == 15)
check("\x41\101\e" == "AA\033")
check(:"dyn#{1}" == :dyn1)
check("abc"[1] == 98 && "abc"[1, 1] == "b" && "abc"[-1, 1] == "c")
heredoc = <<-EOS
  inner #{1 + 2}
  EOS
check(heredoc == "  inner 3\n")
raw = <<'EOS'
no #{interp}
EOS
check(raw == "no \#{interp}\n")
two = [<<A, <<B]
first
A
second
B
check(two == ["first\n", "second\n"])
check("a" "b" == "ab")
check(("%05.1f|%-3s|%x" % [3.14159, "a", 255]) == "003.1|a  |ff")
check("hello world".gsub(/o/) { $&.upcase } == "hellO wOrld")
check("abc".sub(/(b)/) { "<#{$1}>" } == "a<b>c")
check("a-b".gsub("-", "\\\\") == "a\\b")
check("foo bar" =~ /(\w+) (\w+)/ && $1 == "foo" && $2 == "bar" && $~.pre_match == "")
"zz" =~ /nomatch/; check($1.nil? && $~.nil?)
def inner_match; "q" =~ /(q)/; end
"p" =~ /(p)/; inner_match; check($1 == "p")
check("abc" !~ /x/)
check(("a".."e").to_a.join == "abcde")
check((1...4).to_a == [1, 2, 3])

# --- numbers
check(2 ** 64 == 18446744073709551616 && (2 ** 64).class == Bignum)
check(-7 / 2 == -4 && -7 % 2 == 1 && 7.divmod(-2) == [-4, -1])
check((2 ** 70) / (2 ** 68) == 4)
check(1.0 / 3 * 3 == 1.0 && 10.0.to_s == "10.0" && 1e20.to_s == "1.0e+20")
check(3.7.floor == 3 && -3.7.ceil == -3 && 2.5.round == 3 && -2.5.round == -3)
def fact(n); n < 2 ? 1 : n * fact(n - 1); end
check(fact(30).to_s == "265252859812191058636308480000000")
check(0x7fffffffffffffff + 1 == 9223372036854775808)
check(1 <=> 2) rescue check(false)
check((1 <=> 2) == -1 && ("b" <=> "a") == 1 && ([1, 2] <=> [1, 2]) == 0)

# --- classes, modules, visibility
module Greet; def greet; "hi #{name}"; end; end
class Person; include Greet; attr_reader :name; def initialize(n); @name = n; end; end
check(Person.new("bo").greet == "hi bo")
check(Person.ancestors.include?(Greet) && Person.include?(Greet))
class Base; def who; :base; end; def args(*a); a; end; end
class Derived < Base
  def who; [super, :derived]; end
  def args(a, b); super; end
end
check(Derived.new.who == [:base, :derived])
check(Derived.new.args(1, 2) == [1, 2])
class Derived; def args(a, b); a = 9; super; end; end
check(Derived.new.args(1, 2) == [9, 2])
class Derived; def args(a, b); super(); end; end
check(Derived.new.args(1, 2) == [])
class Vis
  def call_priv; priv; end
  def call_prot(o); o.prot; end
  private; def priv; :p; end
  protected; def prot; :pr; end
end
check(Vis.new.call_priv == :p && Vis.new.call_prot(Vis.new) == :pr)
r = begin; Vis.new.priv; rescue NoMethodError => e; e.message[/private method `priv'/]; end
check(r == "private method `priv'")
r = begin; Vis.new.prot; rescue NoMethodError => e; e.message[/protected method `prot'/]; end
check(r == "protected method `prot'")
check(Vis.new.respond_to?(:priv) == false && Vis.new.respond_to?(:priv, true))
module MF; module_function; def mf; :mf; end; end
check(MF.mf == :mf)
class MM; def method_missing(n, *a); n == :ghost ? [n, a] : super; end; end
check(MM.new.ghost(1) == [:ghost, [1]])
r = begin; MM.new.other; rescue NoMethodError => e; e.name; end; check(r == :other)
obj = Object.new
def obj.single; :s; end
class << obj; def other_single; :os; end; end
check(obj.single == :s && obj.other_single == :os && obj.singleton_methods.sort == ["other_single", "single"])
class Aliased; def orig; :o; end; alias dup_name orig; alias_method :dup2, :orig; end
check(Aliased.new.dup_name == :o && Aliased.new.dup2 == :o)
class Aliased; undef dup_name, dup2; end
check(!Aliased.new.respond_to?(:dup_name) && !Aliased.new.respond_to?(:dup2))
$old_g = 3; alias $new_g $old_g; check($new_g == 3)
class CV; @@count = 0; def self.bump; @@count += 1; end; end
CV.bump; CV.bump; check(CV.bump == 3)
check(defined?(@@nope).nil?)
module Outer; X = 1; class Inner; def x; X; end; end; end
check(Outer::Inner.new.x == 1 && ::Outer::X == 1)
TOPC = :top
module Outer; def self.top; ::TOPC; end; end; check(Outer.top == :top)
class DM; define_method(:dm) { |a| a * 2 }; end
check(DM.new.dm(4) == 8)
check(Object.new.instance_eval { self.class } == Object)
check("s".instance_eval("size") == 1)
DM.class_eval { def ce; :ce; end }; check(DM.new.ce == :ce)
DM.class_eval "def ce2; :ce2; end"; check(DM.new.ce2 == :ce2)

# --- defined?
check(defined?(zzz).nil? && defined?(String) == "constant" && defined?(@iv) == "instance-variable")
check(defined?(puts) == "method" && defined?(a) == "local-variable" && defined?($gv) == "global-variable")
def dy; defined?(yield); end; check(dy.nil? && dy {} == "yield")
class Derived; def ds; defined?(super); end; def who2; defined?(super); end; end
check(Derived.new.who2.nil?)
check(defined?(1 + 1) == "method" && defined?(a = 1) == "assignment" && defined?(nil) == "nil")
"x" =~ /(x)/; check(defined?($1) == "$1" && defined?($2).nil?)

# --- eval and binding
def get_b; v = 42; binding; end
check(eval("v", get_b) == 42)
bb = get_b; eval("w = 1", bb); check(eval("w", bb) == 1)
zz = 1; eval("zz = 2"); check(zz == 2)
check(eval("__FILE__", nil, "fake.rb") == "fake.rb")
check(eval("[__LINE__]", nil, "f", 10) == [10])
r = begin; eval("1 +"); rescue SyntaxError => e; :syntax; end; check(r == :syntax)

# --- misc runtime
check(__method__.nil?)
def meth_name; __method__; end; check(meth_name == :meth_name)
check(__FILE__ == $0)
check(Marshal.load(Marshal.dump([1, "two", :three, 4.0, {5 => [6]}])) == [1, "two", :three, 4.0, {5 => [6]}])
k = nil; cnt = 0
v = callcc { |c| k = c; 0 }
cnt += 1
k.call(v + 1) if v < 2
check(v == 2 && cnt == 3)
check(ObjectSpace.each_object(Class) {} > 10)
GC.start; check(true)
check([1, [2, [3]]].flatten == [1, 2, 3])
check({1 => 2}.map { |k2, v2| k2 + v2 } == [3])
check(DATA.read == "tail\n")

puts "#{$n - $failed}/#{$n} checks passed"
__END__
tail
