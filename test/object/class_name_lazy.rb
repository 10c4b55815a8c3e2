# A class assigned to constants is named when its name is first asked for,
# by the first constant a depth-first walk of the constant tables from
# Object meets (1.8.7), not by the first assignment.
c = Class.new
p c.name
A = c
p c.name, c
module M; end
d = Class.new
M.const_set(:D, d)
p d.name, d
h = { :x => Class.new }
M::E = h[:x]
p h[:x].name
e = Class.new(StandardError)
M.const_set(:Err401, e)
p e.name, e.to_s, e.inspect
n = Module.new
M.const_set(:N, n)
k = Class.new
n.const_set(:K, k)
p k.name, n.name
q = Module.new; r = Class.new; q.const_set(:R, r); p r.name
Q = q; p r.name, q.name
s = Class.new; t = Class.new; s.const_set(:T, t); p t.name; S2 = s; p t.name
begin; raise e, "boom"; rescue => x; p x.class; end
p Class.new.new.inspect =~ /#<#<Class:0x/
module Aa; Bb = Aa; end
p Class.new.name
module Zz; end
d = Class.new
Zz.const_set(:Inner, d)
%w[Al1 Al2 Al3 Al4 Al5].each { |n| Object.const_set(n, Zz) }
cs = Object.constants
class Foo; X = 1; end
e = Class.new
Foo.const_set(:E, e)
p e.name
m = Module.new
m2 = Module.new
m.const_set(:M2, m2)
k = Class.new
m2.const_set(:K, k)
p k.name
M = m
p k.name, m2.name
x = Class.new
x.const_set(:Self, x)
p x.name
XX = x
p x.name
s = Class.new
class << s; end
Object.const_set(:SS, s)
p s.name, s.singleton_methods
o = Object.new
class << o; self; end.const_set(:Sing, Class.new) rescue p $!
p((class << o; self; end)::Sing.name)
p d.name
res = []
%w[Qa Qb Qc Qd Qe Qf Qg Qh].each_with_index do |n, i|
  d = Class.new
  Object.const_set(n, d)
  Object.const_set("Zy#{i}", d)
  res << [n, d.name]
end
p res
module IRBish; E = Class.new(StandardError); end
raise IRBish::E, "shown with its found name"
