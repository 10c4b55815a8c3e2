# to_yaml of structs, objects, exceptions and subclasses of core classes
require 'yaml'
S = Struct.new(:a, :b)
class Foo; def initialize; @x = 1; @y = "s"; end; end
class Bar; end
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
class Props; def initialize; @a = 1; @b = 2; end; def to_yaml_properties; ['@b']; end; end
class Inline; def initialize; @a = 1; end; def to_yaml_style; :inline; end; end
p S.new(1, "x").to_yaml
p Foo.new.to_yaml
p Bar.new.to_yaml
p [Bar.new, Bar.new].to_yaml
p RuntimeError.new("boom").to_yaml
e = ArgumentError.new("bad"); e.instance_variable_set(:@foo, 3); p e.to_yaml
p MyStr.new("hi").to_yaml
p MyArr[1, 2].to_yaml
p MyHash["a", 1].to_yaml
s = "abc"; s.instance_variable_set(:@x, 1); p s.to_yaml
s2 = S.new(2); s2.instance_variable_set(:@iv, 5); p s2.to_yaml
p Props.new.to_yaml
p Inline.new.to_yaml
p [Inline.new].to_yaml
p YAML::Omap[1, 2, 3, 4].to_yaml
p YAML::Set.new.to_yaml
p YAML::Omap[["a", 1], ["b", 2]].to_yaml
p((Class.to_yaml rescue $!))
p((Struct.new(:x).new(1).to_yaml rescue $!))
