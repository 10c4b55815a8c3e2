# syck reads a sequence at a map's own indentation, after a pair, as the
# value of that pair's key (in place of the value it had)
require 'yaml'
["a: 1\n- b", "a: >\n x\n- y", "a: 1\nb: 2\n- c", "a:\n- b\n- c",
 "a: 1\n- b\n- c\nd: 2", "x:\n  a: 1\n  - b", "a: {b: 1}\n- c",
 "a: &x 1\n- b\nc: *x", "a: 1\n\n- b\n\nc: 3", "a: |\n  t\n- b", "a: 1\n- - b"].each do |d|
  p [d, YAML.load(d)]
end
