# yaml: quoted scalars folded over lines (trailing spaces kept), quotes and
# flow collections the text ends inside (values, error positions)
require 'yaml'
["--- 'a \n  b'\n", "--- \"a \n  b\"\n", "--- 'a  \n\n  b'\n", "--- \"a \\\n  b\"\n", "--- 'a\t\n b'\n", "--- a \n  b\n", "--- 'unterminated\n", "--- \"unterm\n", "--- 'x\n  y\n", "a: [1,2\n", "a: {b: 1\n", "- [1,\n  2]\n", "a: [1,\n  2\n", "{a: 1, b: 2,}\n""a: [1,2\n\n", "[1,\n2", "{a: 1", "--- 'abc", "--- 'abc\n\n", "a: 'abc\nb: 1\n", "- \"a  \n  b  \n"].each do |d|
  r = YAML.load(d).inspect rescue r = "#{$!.class}: #{$!.message}"
  puts "#{d.inspect} => #{r.inspect}"
end
