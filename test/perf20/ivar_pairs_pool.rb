# ivar pair arrays reused between objects: order, growth, copies, removal, GC
require "helper"
class Foo; def initialize(*a) a.each_with_index { |v, i| instance_variable_set("@v#{i}", v) } end; end
def ivs(o) o.instance_variables.map { |n| [n, o.instance_variable_get(n)] } end
objs = (0..8).map { |n| Foo.new(*(0...n).map { |i| "s#{n}_#{i}" }) }
objs.each_with_index { |o, n| show("n=#{n}") { ivs(o) } }
show("dup 3") { ivs(objs[3].dup) }
show("clone 4") { ivs(objs[4].clone) }
show("dup 6") { ivs(objs[6].dup) }
show("dup 0 then set") { o = objs[0].dup; o.instance_variable_set(:@z, 1); ivs(o) }
show("dup 4 then grow") { o = objs[4].dup; o.instance_variable_set(:@z, 1); o.instance_variable_set(:@y, 2); ivs(o) }
show("remove") { o = Foo.new(1, 2, 3, 4); o.send(:remove_instance_variable, :@v1); o.instance_variable_set(:@v9, 9); ivs(o) }
show("remove all, set again") { o = Foo.new(1, 2); o.send(:remove_instance_variable, :@v0); o.send(:remove_instance_variable, :@v1); o.instance_variable_set(:@w, 5); ivs(o) }
show("marshal 5") { ivs(Marshal.load(Marshal.dump(objs[5]))) }
show("marshal 2") { Marshal.dump(objs[2]) }
garbage = nil
3.times { garbage = (0..20000).map { |i| Foo.new(i, i.to_s) } ; GC.start }
show("after GC") { objs.map { |o| o.instance_variables.size } }
show("live after churn") { [garbage[123].instance_variable_get(:@v1), garbage.size] }
show("big") { o = Foo.new(*(0...70).to_a); [o.instance_variables.size, o.instance_variable_get(:@v69), ivs(o.dup).size] }
show("strings kept") { GC.start; objs[8].instance_variable_get(:@v7) }
show("inspect") { objs[2].inspect.sub(/0x[0-9a-f]+/, "X") }
