# to_yaml_style (:inline, :fold, :literal, :quote1, :quote2), options, floats, high bytes
require 'yaml'
p DateTime.new(2001,2,3,4,5,6).to_yaml rescue p $!
p [1, [2, "a b"], {"x" => 1}].to_yaml
class Fl < Array; def to_yaml_style; :inline; end; end
p Fl[1, "two", [3]].to_yaml
class Fh < Hash; def to_yaml_style; :inline; end; end
h = Fh.new; h["a"] = 1; p h.to_yaml
p "folded text here".to_yaml(:UseFold => true)
class Fs < String; def to_yaml_style; :fold; end; end
p Fs.new("a b\nc d\n").to_yaml
class Ls < String; def to_yaml_style; :literal; end; end
p Ls.new("abc").to_yaml
class Q1 < String; def to_yaml_style; :quote1; end; end
p Q1.new("it's").to_yaml
class Q2 < String; def to_yaml_style; :quote2; end; end
p Q2.new("abc").to_yaml
p({"a" => 1, "b" => 2, "c" => 3}.to_yaml(:SortKeys => true))
p YAML.load("--- !ruby/object:Fl [1]").class rescue p $!
p [1.0/3, 2.0/3, 1e15, 1e16, 123456.789e3, -1.5e-7].to_yaml
p "\xe3\x81\x82".to_yaml, "caf\xc3\xa9 au lait avec du sucre".to_yaml
p "a\x85b".to_yaml rescue p $!
p YAML.load("--- !ruby/object:Fh\na: 1").class rescue p $!
p Fl[[], {}, [1, []]].to_yaml
p [Fl[1, 2]].to_yaml
p({"k" => Fl[1]}.to_yaml)
