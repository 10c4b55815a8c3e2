# Enumerable over a user class whose each yields one value, and over one
# that yields two (packed into an Array).
require "helper"

class Bag
  include Enumerable
  def initialize(*a); @a = a; end
  def each
    @a.each { |x| yield x }
    self
  end
end

class Pairs
  include Enumerable
  def each
    yield :a, 1
    yield :b, 2
  end
end

b = Bag.new(4, 1, 3, 2)
show("to_a") { b.to_a }
show("map") { b.map { |x| x + 1 } }
show("select reject") { [b.select { |x| x > 2 }, b.reject { |x| x > 2 }] }
show("find") { b.find { |x| x < 3 } }
show("find_index") { b.find_index(3) }
show("sort sort_by") { [b.sort, b.sort_by { |x| -x }] }
show("min max minmax") { [b.min, b.max, b.minmax] }
show("min_by max_by") { [b.min_by { |x| -x }, b.max_by { |x| -x }] }
show("minmax_by") { b.minmax_by { |x| (x - 2.5).abs } }
show("inject sym") { b.inject(:+) }
show("inject init sym") { b.inject(10, :*) }
show("inject block") { b.inject(0) { |s, x| s - x } }
show("partition") { b.partition { |x| x.even? } }
show("group_by") { b.group_by { |x| x.even? }.sort_by { |k, v| k ? 1 : 0 } }
show("first") { [b.first, b.first(2)] }
show("take drop") { [b.take(1), b.drop(3)] }
show("take_while drop_while") { [b.take_while { |x| x > 3 }, b.drop_while { |x| x > 3 }] }
show("each_slice") { r = []; b.each_slice(3) { |s| r << s }; r }
show("each_cons") { r = []; b.each_cons(3) { |s| r << s }; r }
show("each_with_index") { r = []; b.each_with_index { |x, i| r << x * i }; r }
show("zip") { b.zip(1..2) }
show("grep") { b.grep(2..3) }
show("include?") { b.include?(3) }
show("count") { [b.count, b.count(1), b.count { |x| x > 1 }] }
show("all any none one") { [b.all? { |x| x > 0 }, b.any? { |x| x > 3 }, b.none? { |x| x > 9 }, b.one? { |x| x > 3 }] }
show("cycle") { r = []; b.cycle(2) { |x| r << x }; r.size }
show("reverse_each") { r = []; b.reverse_each { |x| r << x }; r }
show("pairs to_a") { Pairs.new.to_a }
show("pairs map") { Pairs.new.map { |k, v| "#{k}#{v}" } }
show("pairs find") { Pairs.new.find { |k, v| v == 2 } }
show("empty min") { Bag.new.min }
show("empty inject") { Bag.new.inject { |a, x| a } }
show("first neg") { b.first(-1) }
show("sort mixed") { Bag.new(1, "a").sort }
show("enum_with_index") { b.enum_with_index.to_a.last }
show("each_slice enum") { b.each_slice(2).to_a }
