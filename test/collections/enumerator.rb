# Enumerable::Enumerator: from methods without a block, to_enum/enum_for,
# with_index, next/rewind and StopIteration.
require "helper"

e = [1, 2, 3].each
show("class") { e.class }
show("to_a") { e.to_a }
show("with_index") { r = []; %w(a b).each.with_index { |x, i| r << "#{x}#{i}" }; r }
show("select.with_index") { %w(a b c).select.with_index { |x, i| i != 1 } }
show("next") { [e.next, e.next, e.next] }
show("next end") { e.next }
show("rewind") { e.rewind; e.next }
show("to_enum args") { [1, 2, 3, 4].to_enum(:each_slice, 2).to_a }
show("enum_for hash") { {:a => 1}.enum_for(:each_pair).to_a }
show("new") { Enumerable::Enumerator.new([3, 4], :each_with_index).to_a }
show("map on enum") { (1..3).each_cons(2).map { |a, b| a + b } }
show("StopIteration") { StopIteration.ancestors.include?(IndexError) }
show("loop") { en = [1, 2].each; r = []; loop { r << en.next }; r }
show("reverse_each enum") { [1, 2].reverse_each.to_a }
show("each_with_index enum") { [:x].each_with_index.to_a }
