# Range: construction checks, each/step over Fixnum, String and succ
# objects, include?/===, inspect/to_s, equality and Enumerable.
require "helper"

show("to_a") { (1..4).to_a }
show("exclusive") { (1...4).to_a }
show("string") { ("a".."e").to_a }
show("step") { r = []; (1..10).step(3) { |i| r << i }; r }
show("step string") { r = []; ("a".."e").step(2) { |s| r << s }; r }
show("step 0") { (1..2).step(0) { } }
show("step neg") { (1..2).step(-1) { } }
show("float each") { (1.0..2.0).each { } }
show("bad") { Range.new(1, "a") }
show("include?") { [(1..5).include?(5), (1...5).include?(5), (1..5) === 2.5] }
show("string ===") { ("a".."z") === "m" }
show("inspect") { (1..2).inspect }
show("to_s") { ("a"..."c").to_s }
show("==") { [(1..2) == (1..2), (1..2) == (1...2), (1..2).eql?(1..2.0)] }
show("hash") { (1..2).hash == (1..2).hash }
show("first last") { r = (3...7); [r.first, r.last, r.begin, r.end, r.exclude_end?] }
show("min max") { [(1..4).min, (1..4).max] }
show("inject") { (1..4).inject { |a, b| a * b } }
show("each enum") { (1..3).each.class }
show("empty") { (5..1).to_a }
show("member?") { (1..3).member?(4) }
show("each returns") { (1..2).each { } }
show("array slice") { [1, 2, 3, 4][1..-2] }
show("range of ranges") { Range.new(1, 3, true) }
