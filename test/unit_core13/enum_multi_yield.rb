# Enumerable methods on a user each that yields several values, none, and
# an array: how each method packs what it was given.
require "helper"
class YE; include Enumerable; def each; yield 1, 2; yield 3; yield; yield [4, 5]; end; end
y = YE.new
show(:to_a) { y.to_a }
show(:map) { y.map { |x| x } }
show(:map2) { y.map { |a, b| [a, b] } }
show(:select) { y.select { true } }
show(:sort_by) { y.sort_by { |x| x.to_s } }
show(:inject) { y.inject([]) { |s, x| s << x } }
show(:each_slice) { y.each_slice(2).to_a }
show(:each_cons) { y.each_cons(2).to_a }
show(:each_with_index) { r = []; y.each_with_index { |x, i| r << x }; r }
show(:min_by) { y.min_by { |x| x.to_s } }
show(:zip) { y.zip(y.to_a) }
show(:include) { [y.include?([1, 2]), y.include?(1), y.include?(nil)] }
show(:first) { [y.first, y.first(2)] }
show(:find) { y.find { |x| x } }
show(:partition) { y.partition { |x| x } }
show(:count) { y.count }
show(:enum_next) { e = y.to_enum; [e.next, e.next, e.next] }
show(:take_while) { y.take_while { true } }
show(:reject) { y.reject { false } }
show(:grep) { y.grep(Array) }
show(:min) { y.min }
show(:entries) { y.entries }
show(:find_index) { y.find_index([1, 2]) }
show(:max_by) { y.max_by { |a, b| a.to_s } }
show(:any_all) { [y.any? { |a, b| b }, y.all? { |a| a }, y.none? { |x| x.nil? }] }
show(:drop_while) { y.drop_while { |a| a } }
show(:inject_sym) { y.inject(:+) }
