# yaml: lines indented with tabs (Syck refuses them in block context, with
# the line and column it names), tabs inside values, block scalars, quotes
require 'yaml'
["a:\n\t- 1", "a:\n\tb: 1", "a:\n  b:\n\tc: 1", "- a\n\t- b", "\ta: 1", "a: 1\n\tb: 2",
 "a:\n \t- 1", "a:\n\t\t- 1", "- \ta", "a:\t1", "a: \t1", "- [\t1]", "a:\n  - 1\n\t- 2",
 "a: |\n\tx\n", "a: |\n  x\n\ty\n", "a: |\n  x\n \ty\n", "x\n\ty", "- a\n\t- b\n", "- a\n\t\t- b",
 "-\n\t- b", "a:\n- 1\n\t- 2", "x: 1\n\ty", "- 1\n\tx", "a: [1,\n\t2]", "a: \"x\n\ty\"",
 "a: 'x\n\t\ty'", "a: x\n\ty", "--- |-\nline\n\tindented\n", "- |-\n  line\n  \tindented\n"].each do |x|
  p [x, (YAML.load(x) rescue $!.message)]
end
