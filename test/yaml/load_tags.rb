# explicit tags: core types, ruby objects, subclasses, private and domain types
require 'yaml'
S = Struct.new(:a, :b)
class Foo; attr_reader :x, :y; end
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
class Init; attr_reader :got; def yaml_initialize(tag, val); @got = [tag, val]; end; end
YAML.add_domain_type("example.com,2002", "point") { |type, val| [:point, type, val] }
YAML.add_private_type("secret") { |type, val| [:secret, type, val] }
YAML.add_builtin_type("upper") { |type, val| val.upcase }
YAML.add_ruby_type("rtype") { |type, val| [:rtype, type, val] }
def show(s)
  v = YAML.load(s)
  v = [v.class, v.instance_variables.sort.map { |i| [i, v.instance_variable_get(i)] }] if v.class.name =~ /Foo|YAML::|Init/
  p [s, v, v.class]
rescue Exception => e
  p [s, e.class, e.message]
end
["--- !str 1", "--- !!str 1", "--- !int '12'", "--- !float 1", "--- !bool yes", "--- !null ''",
 "--- !binary aGk=", "--- !binary |\n  aGVsbG8g\n  d29ybGQ=\n", "--- !ruby/sym foo", "--- !ruby/symbol bar",
 "--- !ruby/regexp /a/i", "--- !ruby/range 1..3", "--- !ruby/range\nbegin: 1\nend: 4\nexcl: true",
 "--- !ruby/struct:S\na: 1\nb: x", "--- !ruby/object:Foo\nx: 1\ny: [2]", "--- !ruby/object:Nope\na: 1",
 "--- !ruby/exception:ArgumentError\nmessage: bad", "--- !str:MyStr hi", "--- !seq:MyArr [1, 2]",
 "--- !map:MyHash {a: 1}", "--- !ruby/struct:Pt\nx: 1\n", "--- !ruby/object:Init\na: 1",
 "--- !example.com,2002/point [1, 2]", "--- !!secret s", "--- !upper abc", "--- !ruby/rtype z",
 "--- !foo bar", "--- !x.com,2003/y/z a", "--- !perl/foo bar", "--- !omap\n- a: 1\n- b: 2",
 "--- !set {a: , b: }", "--- !timestamp 2001-01-01", "--- !yaml.org,2002/int 1",
 "--- !ruby/array [1]", "--- !ruby/hash {a: 1}", "--- !ruby/string s", "--- !seq [1]", "--- !map {a: 1}"].each { |s| show(s) }
p YAML.load("--- !ruby/object {}").class
