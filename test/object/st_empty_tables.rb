# tables that stay empty, then fill: hashes, method and ivar tables
h = {}
p h.delete(1), h[2], h.size, h.keys
h.each { |k, v| p k }
h.clear
p h.dup, h.empty?
(1..20).each { |i| h[i] = i * i }
p h.size, h[7], h.delete(7), h.size
h.delete_if { |k, v| k > 3 }
p h.sort
c = Class.new
p c.instance_methods(false), c.instance_variables
c.class_eval { def x; 1; end }
p c.instance_methods(false), c.new.x
s = "str"
class << s; end
p s.singleton_methods
p Hash.new(5)[:nope]
