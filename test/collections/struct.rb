# Struct: generated classes, accessors, [] by name and index, errors,
# equality, Enumerable, named Struct::Name and a block body.
require "helper"

Pt = Struct.new(:x, :y)
pt = Pt.new(1, 2)
show("inspect") { pt }
show("members") { [Pt.members, pt.members] }
show("accessors") { pt.x = 5; [pt.x, pt.y] }
show("[]") { [pt[0], pt[:y], pt["x"], pt[-1]] }
show("[] bad") { pt[2] }
show("[] name") { pt[:q] }
show("[]=") { pt[1] = 7; pt.to_a }
show("==") { [Pt.new(1, 2) == Pt.new(1, 2), Pt.new(1, 2) == Pt.new(1, 3)] }
show("eql?") { Pt.new(1, 2).eql?(Pt.new(1.0, 2)) }
show("hash") { Pt.new(1, 2).hash == Pt.new(1, 2).hash }
show("too many") { Pt.new(1, 2, 3) }
show("Pt[]") { Pt[3, 4].to_a }
show("each_pair") { r = []; Pt.new(1, 2).each_pair { |k, v| r << k << v }; r }
show("values_at") { Pt.new(1, 2).values_at(1, 0) }
show("select") { Pt.new(1, 2).select { |v| v > 1 } }
show("size") { pt.size }
show("named") { Struct.new("Named", :a).new(1) }
show("named const") { Struct::Named.superclass }
show("block") { S2 = Struct.new(:a) { def twice; a * 2; end }; S2.new(4).twice }
show("subclass") { class P3 < Pt; def sum; x + y; end; end; P3.new(1, 2).sum }
show("frozen") { Pt.new(1, 2).freeze.x = 3 }
show("map") { Pt.new(1, 2).map { |v| v * 10 } }
show("dup") { d = pt.dup; d.x = 0; [pt.x, d.x] }
