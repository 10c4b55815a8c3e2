# cycles of recursive arrays, structs (with ivars, no members), symbols, ranges, numbers, times
require 'yaml'
a = []; a[0] = a; a[1] = a
p YAML::load(a.to_yaml).inspect
p a.to_yaml
h = {"a" => 1}; x = [h, {"b" => h}]
p YAML.load(x.to_yaml)
Struct.new("Nomem")
p Struct::Nomem.new.to_yaml, YAML.load(Struct::Nomem.new.to_yaml)
S = Struct.new(:a, :b); s = S.new(1, S.new(2, nil)); s.instance_variable_set(:@foo, "bar")
y = s.to_yaml; p y; l = YAML.load(y); p l, l.instance_variable_get(:@foo)
p YAML.load("--- !ruby/struct:S\na: 1\n\"@foo\": 2\n").instance_variable_get(:@foo)
p YAML.load({1 => 'A line of text', 2 => "multi\nline", 3 => " leading", 4 => "trailing\n\n"}.to_yaml).sort
p YAML.load("Hi, from Object 1. You passed: please, pretty please".to_yaml)
p "Hi, from Object 1. You passed: please, pretty please".to_yaml
p YAML.load(:"^foo".to_yaml), :"^foo".to_yaml, :"foo bar".to_yaml, YAML.load(:"foo bar".to_yaml)
p [1..2, 1.5...2.5, "a".."z", (Date.new(2001,1,1)..Date.new(2002,1,1))].to_yaml
p YAML.load([1..2, 1.5...2.5, "a".."z"].to_yaml)
t = Time.now; p YAML.load(t.to_yaml) == t, YAML.load(t.utc.to_yaml) == t
[1, -1, 1.0, 2**40, 2**70, -2**70, 1.5e300, 0.0001, 111111111111111, 1.1111111111111111].each { |n| v = YAML.load(n.to_yaml); p [n, v, v == n, v.class] }
