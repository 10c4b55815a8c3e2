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
s = "a\nb"; p [s, s].to_yaml
s = "a\nb\n"; p [s, s].to_yaml
t = Time.at(0).utc; p [t, t].to_yaml
S2 = Struct.new(:a); st = S2.new(1); p [st, st].to_yaml
d = Date.new(2001,1,1); p [d, d].to_yaml
x = "x"; p({x => x}.to_yaml)
e = RuntimeError.new("e"); p [e, e].to_yaml
o = YAML::Omap[1, 2]; p [o, o].to_yaml
r = /x/; p [r, r].to_yaml
b = 2**80; p [b, b].to_yaml
f = 1.5; p [f, f].to_yaml
a = [1]; p({a => a}.to_yaml)
h = {"k" => [1]}; p [h, h["k"], h].to_yaml
class MyArr2 < Array; end
p({"k" => MyArr2[1, 2]}.to_yaml)
p({[1] => [2]}.to_yaml)
p({[1] => {"a" => 1}}.to_yaml)
p({{"a" => 1} => "x"}.to_yaml)
a = [1]; p({a => [a]}.to_yaml)
p [{[1] => 2}].to_yaml
