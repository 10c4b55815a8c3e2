# Method#inspect names the method as it was asked for (an alias by its alias).
class A; def opt; end; alias ali opt; end
class B < A; alias bli opt; end
p A.new.method(:ali), B.new.method(:bli), B.new.method(:ali), A.instance_method(:ali)
p [].method(:collect), 1.method(:next), B.new.method(:ali).name
