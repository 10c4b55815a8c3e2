# chains of core calls whose blocks mutate the receiver or break/next/throw
# (shapes found by a random-chain comparison against 1.8.7)
require "helper"
show("each push") { a = [1, 2]; n = 0; a.each { |x| a << 9 if n < 3; n += 1 }; a }
show("map! clear") { a = [1, 2, 3]; a.map! { |x| a.clear; x * 2 } }
show("select pop") { a = [1, 2, 3, 4]; a.select { |x| a.pop; true } }
show("reject! shift") { a = [1, 2, 3, 4]; a.reject! { |x| a.shift; x.odd? }; a }
show("sort_by break") { [3, 1, 2].sort_by { |x| break :brk } }
show("each_slice next") { [1, 2, 3].each_slice(2).map { |x| next :nx } }
show("hash each add") { h = {1 => 2}; h.each { |k, v| h[k + 10] = v } }
show("hash delete_if") { h = {1 => 2, 3 => 4}; h.delete_if { |k, v| h.delete(3); k == 1 }; h }
show("str each_line mut") { s = "x\ny\n"; r = []; s.each_line { |l| r << l; s << "z" if r.size < 2 }; r }
show("str gsub! mut") { s = "abc"; s.gsub!(/b/) { s.upcase!; "X" } }
show("struct each throw") { S = Struct.new(:a, :b); catch(:t) { S.new(1, 2).each { |x| throw :t, x * 5 } } }
show("range step break") { (1..10).step(3).to_a.each_cons(2).map { |a, b| break b if a > 3; a } }
show("inject mutate") { a = [1, 2, 3]; a.inject(0) { |s, x| a.pop; s + x } }
show("zip block") { r = []; [1, 2].zip([3, 4]) { |x| r << x }; r }
show("each_with_index uniq!") { a = [1, 1, 2]; a.each_with_index.map { |x, i| a.uniq!; [x, i] } }
show("partition raise") { [1, 22].partition { |x| raise ArgumentError, "boom" if x.to_s.size > 1; true } }
show("min_by append") { a = [3, 1]; a.min_by { |x| a << 0 if a.size < 4; x } }
