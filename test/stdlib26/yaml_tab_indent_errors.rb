# YAML.load of a line indented with a tab under a map as 1.8.7's Syck: the
# error names the position after a scalar on it (the next line's start,
# past the line break at the end), after a key's colon, at a flow map
require 'yaml'
require "helper"
["foo:\n\tbar", "foo:\n\tb", "foo:\n\t'x'", "foo:\n\t[1]", "foo:\n\t- a", "foo:\n\tk: v",
 "foo:\n\tbar\n", "foo:\n\tbar\nx: 1", "- a\n\tb", "- a\n\t- b", "foo:\n\t\"q\"", "foo:\n\t&a x",
 "foo:\n\t!t x", "foo:\n\tbar:", "foo:\n\t{a: 1}", "a:\n  b:\n\tc", "foo:\n\t  bar", "foo:\n \tbar",
 "foo:\n\t|\n\t x", "foo:\n\t\tbar", "x:\n  a: 1\n\tb: 2", "foo:\n\tlong key: v", "foo:\n\tk: vv", "foo:\n\tkk: v", "foo:\n\tk: v\n", "foo:\n\tk:", "foo:\n\ta b: c d"].each do |d|
  show(d.inspect) { YAML.load(d) }
end
