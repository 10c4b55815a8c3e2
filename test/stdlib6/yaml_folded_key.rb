# syck takes a plain scalar folded over lines as a map key (in a sequence
# entry or at the top), but not as a map's value
require 'yaml'
["- b\n  c: d", "- b\n  c", "b\n c: d", "- b\n  c: d\n  e: f", "- b\n  c\n  d: e",
 "- b c\n  d: e", "- b\n  c: d\n- e"].each do |d|
  r = YAML.load(d)
  r = r.map { |x| x.is_a?(Hash) ? x.sort : x } if r.is_a?(Array)
  p [d, r]
end
p((YAML.load("x: b\n  c: d") rescue [$!.class, $!.message]))
