# repeated and recursive objects get anchors (&id001) and aliases (*id001)
require 'yaml'
a = [1, 2]
p [a, a].to_yaml
b = []; b << b
p b.to_yaml
h = {}; h["self"] = h
p h.to_yaml
s = "str"
p [s, s].to_yaml
t = "x"; t.instance_variable_set(:@v, 1)
p [t, t].to_yaml
c = [3]; d = {"k" => 4}
p [c, d, [c, d], c].to_yaml
p({"a" => c, "b" => c}.sort.to_yaml)
r = 1..2
p [r, r].to_yaml
o = Object.new
p [o, [o]].to_yaml
