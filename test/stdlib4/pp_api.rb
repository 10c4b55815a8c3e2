# pp as 1.8.7's: PP::PPMethods::InspectKey, the inspect key kept in
# Thread.current (an Array), check/push/pop private; pp of deep and wide
# structures at several widths
require 'fixtures/apilist'
require 'stringio'
api_listing('pp', /^PP/)
p Thread.current[:__inspect_key__]
q = PP.new('')
q.guard_inspect_key { p Thread.current[:__inspect_key__] }
p Thread.current[:__inspect_key__]
q.pp [1]; p q.output
class Foo; def pretty_print(q); q.text Thread.current[:__inspect_key__].size.to_s; end; end
pp [[Foo.new]]
out = StringIO.new
$stdout = out
S = Struct.new(:alpha, :beta)
class Obj; def initialize(a, b); @a = a; @bb = b; end; end
def deep(d, w)
  return ["str#{d}", :sym, 12345678901234567890, 1.5, nil] if d == 0
  h = {}
  w.times { |i| h["key#{i}"] = deep(d - 1, w) }
  [h, S.new(d, (1..d)), deep(d - 1, w - 1)]
end
[3, 20, 40, 79, 120].each do |wid|
  PP.pp(deep(3, 3), $stdout, wid)
  PP.pp(Array.new(30) { |i| "x" * (i % 7) }, $stdout, wid)
  PP.pp({ :a => Obj.new([1] * 20, { 1 => 2 }), :b => [[[[[[1]]]]]] }.sort_by { |k, v| k.to_s }, $stdout, wid)
end
a = [1, 2]; a << a; h = { :self => nil }; h[:self] = h; pp a, h
x = [1]; pp [x, x]
puts [1, {2 => 3}].pretty_inspect
PP.singleline_pp(deep(2, 2), $stdout); puts
$stdout = STDOUT
puts out.string.gsub(/0x[0-9a-f]+/, "0xX")
