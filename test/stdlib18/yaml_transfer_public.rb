# YAML.transfer / YAML.try_implicit go through the registered classes only
# (a class without yaml_new is allocated: Integer, NilClass refuse), and a
# "!ruby/struct:X" or "!str:X" takes whatever class X names (no subclass check)
require 'yaml'
class Str18 < String; end
class Ary18 < Array; end
class Hsh18 < Hash; end
def show(r)
  r = "#{r.class.name}: #{r.message}" if Exception === r
  r = [r.class, r.domain, r.type_id, r.value] if YAML::DomainType === r
  r = [r.class, r.class.name] if Date === r
  r = ["YAML::Object", r.class, r.ivars] if YAML::Object === r
  r
end
[["str","abc"],["int","12"],["float","1.5"],["binary","YWJj\n"],["timestamp","2001-01-01 10:00:00"],
 ["seq",[1]],["map",{"a"=>1}],["bool#yes","yes"],["bool","yes"],["null","~"],["",""],[nil,"x"],
 ["tag:ruby.yaml.org,2002:sym","abc"],["tag:ruby.yaml.org,2002:range","1..2"],
 ["tag:ruby.yaml.org,2002:object:Zork",[1]],["tag:ruby.yaml.org,2002:struct:String",{"a"=>1}],
 ["tag:ruby.yaml.org,2002:struct:String","abc"],["tag:yaml.org,2002:int:Fixnum","3"],
 ["tag:ruby.yaml.org,2002:sym",{}], ["tag:yaml.org,2002:str:Str18", "x"]].each do |t, v|
  p [t, v, show((YAML.transfer(t, v) rescue $!))]
end
%w(123 0x1f 1.5 .inf abc 2001-01-01 ~ yes off = <<).each do |s|
  p [s, YAML.detect_implicit(s), show((YAML.try_implicit(s) rescue $!))]
end
["--- !ruby/struct:String\nfoo: 1\n", "--- !ruby/struct:Kernel\nfoo: 1\n", "--- !str:Str18 abc\n",
 "--- !ruby/array:String [1]\n", "--- !ruby/array:Ary18 [1]\n", "--- !ruby/array:Hsh18 [1]\n",
 "--- !map:Ary18 {a: 1}\n", "--- !map:Hsh18 {a: 1}\n", "--- !ruby/object:Kernel {a: 1}\n",
 "--- !ruby/hash:Str18 {a: 1}\n", "--- !ruby/exception:String\nmessage: x\n",
 "--- !ruby/object:Fixnum {}\n", "--- !ruby/sym:Foo abc\n", "--- !ruby/object:NoSuch18\na: 1\n"].each do |y|
  r = (YAML.load(y) rescue $!)
  p [y, show(r), r.class]
end
