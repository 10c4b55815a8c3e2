# a constant read in a loop (eval's per-node constant cache) sees every
# change: reassignment (with its warning), remove_const, const_missing,
# autoload, a nearer definition in a class body or an included module,
# constants of classes made and dropped, instance_eval'd strings
$stderr = $stdout
X = 1
r = []
3.times { |i| r << X; Object.const_set(:X, X + 10) if i == 1 }
p r
X = 100
r = []
2.times { r << X }
p r
def rx; X; end
p rx
Object.send(:remove_const, :X)
def Object.const_missing(n); "missing #{n}"; end
p rx
X = :back
p rx
class << Object; remove_method :const_missing; end
Object.send(:remove_const, :X)
begin; rx; rescue NameError => e; puts e.message; end
X = :again
p rx
# its entry freed and taken again by another table's constant of that name
module M2; end
Object.send(:remove_const, :X)
M2.const_set(:X, :m2)
begin; p rx; rescue NameError => e; puts e.message; end

# a lexical scope nearer than where it was found first
Y = :top
module M
  def self.y; Y; end
end
p M.y
module M; Y = :m; end
p M.y
M.send(:remove_const, :Y)
p M.y

# found in an included module, then in the class itself
module Inc; Z = :inc; end
class C; include Inc; def z; Z; end; end
c = C.new
p c.z
class C; Z = :own; end
p c.z
class C; remove_const :Z; end
p c.z
module Inc2; Z = :inc2; end
class C; include Inc2; end
p c.z

# autoload: an entry whose value is not there yet
File.open("/tmp/perf14_const_cache_al_#{$$}.rb", "w") { |f| f.puts "AL = :loaded" }
autoload :AL, "/tmp/perf14_const_cache_al_#{$$}.rb"
def ral; AL; end
p Object.autoload?(:AL).nil?
p ral, ral
File.delete("/tmp/perf14_const_cache_al_#{$$}.rb")

# classes made and dropped: each one's own constant
vals = []
20.times do |i|
  k = Class.new
  k.const_set(:V, i)
  vals << k.class_eval("V")
  k.class_eval("def v; V; end")
  vals << k.new.v
  GC.start if i % 5 == 0
end
p vals

# the same code read under different self/cref
class D; W = :d; end
class E; W = :e; end
s = "W"
p D.class_eval(s), E.class_eval(s), D.class_eval(s)
src = "def w; W; end"
D.class_eval(src); E.class_eval(src)
p [D.new.w, E.new.w, D.new.w]
p 1.instance_eval { Fixnum }, nil.instance_eval("NilClass")

# found past the first table: each table searched before must stay as it was
T1 = :top
class Host
  def t; T1; end
  def self.ct; T1; end
end
h = Host.new
p [h.t, Host.ct]
class Host; T1 = :host; end
p [h.t, Host.ct]
class Host; remove_const :T1; end
p h.t
class HostBase; T2 = :base; end
T2 = :top2
class Kid < HostBase; def t2; T2; end; end
p Kid.new.t2
HostBase.send(:remove_const, :T2)
p Kid.new.t2
module Mixed; T2 = :mixed; end
class Kid; include Mixed; end
p Kid.new.t2
module Mixed; remove_const :T2; end
p Kid.new.t2
Object.const_set(:T2, :top3)
p Kid.new.t2
# a same-sized change of a table searched before: one name out, another in
class Swap; S1 = 1; def t3; T3; end; end
T3 = :top3
p Swap.new.t3
class Swap; remove_const :S1; T3 = :swap; end
p Swap.new.t3
# lexical scopes: an outer module's constant, then the inner class's own
module Outer2
  O = :outer
  class In; def o; O; end; end
  module InMod; def self.o; O; end; end
end
p [Outer2::In.new.o, Outer2::InMod.o]
class Outer2::In; O = :inner; end
module Outer2::InMod; O = :inmod; end
p [Outer2::In.new.o, Outer2::InMod.o]
module Outer2; O = :outer2; end
p [Outer2::In.new.o, Outer2::InMod.o]
# a superclass's autoload: not kept
File.open("/tmp/perf14_const_cache_al2_#{$$}.rb", "w") { |f| f.puts "class AlBase; AL2 = :al2; end" }
class AlBase; end
AlBase.autoload :AL2, "/tmp/perf14_const_cache_al2_#{$$}.rb"
class AlKid < AlBase; def a; AL2; end; end
p [AlKid.new.a, AlKid.new.a]
File.delete("/tmp/perf14_const_cache_al2_#{$$}.rb")
