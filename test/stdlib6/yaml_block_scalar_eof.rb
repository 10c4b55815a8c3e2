# a | or > scalar whose last line ends the input without a line end has
# no final line end (syck's reading); a blank unterminated last line is
# no line at all
require 'yaml'
["- |\n  a\n  b", "- |\n  a\n  b\n", "a: |\n  x", "a: >\n  x\n  y", "a: |-\n  x",
 "a: |+\n  x", "--- |\n  t", "- !str |\n  x", "a: |\n  x\n  ", "a: |+\n  x\n ",
 "a: >\n  x\n\n  y", "- |\n  a\n- b", "a: |+\n  x\n\n", "- !binary |\n  aGVsbG8="].each do |d|
  p [d, YAML.load(d)]
end
