# Continuations re-entering the block of iterators that keep state while
# they yield: each resumes from the state it had at the yield.
def again(label)
  $c = nil; n = 0
  r = yield
  n += 1
  $c.call if $c && n < 3
  puts "#{label}: #{r.inspect} #{n}"
end
again("each_slice") { r = []; [3, 1, 2, 4].each_slice(2) { |x| callcc { |k| $c ||= k }; r << x }; r }
again("each_cons") { r = []; [3, 1, 2, 4].each_cons(2) { |x| callcc { |k| $c ||= k }; r << x }; r }
again("combination") { r = []; [1, 2, 3].combination(2) { |x| callcc { |k| $c ||= k }; r << x }; r.size }
again("permutation") { r = []; [1, 2, 3].permutation { |x| callcc { |k| $c ||= k }; r << x }; r.size }
again("inject") { [3, 1, 2].inject { |s, x| callcc { |k| $c ||= k }; s + x } }
again("zip") { r = []; [3, 1].zip([1, 2]) { |x| callcc { |k| $c ||= k }; r << x }; r }
again("collect") { [3, 1, 2].collect { |x| callcc { |k| $c ||= k }; x } }
again("map!") { a = [3, 1, 2]; a.map! { |x| callcc { |k| $c ||= k }; x * 2 }; a }
again("reject!") { a = [3, 1, 2]; a.reject! { |x| callcc { |k| $c ||= k }; x > 1 }; a }
again("cycle") { r = []; [1, 2].cycle(2) { |x| callcc { |k| $c ||= k }; r << x }; r }
again("fill") { [1, 2].fill { |i| callcc { |k| $c ||= k }; i } }
again("step") { r = []; (1..4).step(2) { |x| callcc { |k| $c ||= k }; r << x }; r }
again("hash delete_if") { h = {1 => 2, 3 => 4}; h.delete_if { |a, b| callcc { |k| $c ||= k }; a > 1 }; h }
again("struct each") { r = []; Struct.new(:a, :b).new(1, 2).each { |x| callcc { |k| $c ||= k }; r << x }; r }
