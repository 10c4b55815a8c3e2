# Syck writes the tag of a collection key before its "?" (and cannot read
# that back); a tag before a key names the key, except on a document's
# first line where it names the map
require 'yaml'
S = Struct.new(:a, :b)
class A < Array; end
class H < Hash; end
def y(v); puts v.to_yaml.inspect; end
def l(s)
  v = YAML.load(s)
  v = v.value if v.is_a?(YAML::DomainType)
  p v
rescue Exception
  puts "#{$!.class}: #{$!.message}"
end
y({S.new(1, 2) => 3})
y({(1..2) => 3})
y({A[1, 2] => 3})
y({H[1, 2] => 3})
y({H.new => 3})
y({A.new => 3})
y([{(1..2) => 3, 4 => 5}])
y({{(1..2) => 3, 4 => 5} => 6})
y({/a/ => 1})
l "--- \n!ruby/struct:S ? \n  a: 1\n  b: 2\n: 3\n\n"
l "--- \n!foo ? a\n: b\n"
l "--- \n!foo ? \n"
l "--- \nx: 1\n!foo ? \n  a: 1\n"
l "--- \nx: 1\n!foo ? a\n"
l "--- \nx: \n  y: 2\n  !foo ? \n    a: 1\n"
l "--- \n- 1\n- !foo ? \n    a: 1\n  : 3\n\n  4: 5\n"
l "!foo ? \n  a: 1\n"
l "a: b\n&a ? x\n"
l "--- \n&a ? \n  - 1\n: *a\n"
l "--- \n!foo ? \n\n  a: 1\n"
l "!foo x: y\nc: d\n"
l "--- !foo x: y\nc: d\n"
l "--- a: b\nc: d\n"
l "--- &x a: b\nc: d\n"
l "!foo x: y\n"
l "--- \n&a x: y\nc: *a\n"
l "&a x: y\nc: d\n"
l "a: b\n!foo [x]: y\n"
l "a: b\n!foo {x: 1}: y\n"
l "a: b\n[x]: y\n"
l "- &q x: y\n  c: *q\n"
l "--- \n!foo ? \n  a: 1\r\n  b: 2\n"
