# to_yaml of strings with line breaks, tabs and high bytes, alone and nested
require 'yaml'
["a\nb", "a\nb\n", "a\nb\n\n", "a\nb\n\n\n", "\nab", "\n", "\n\n", "a\n", "a\n b",
 "a  \nb", "a\n\nb", "  a\nb", " a\nb\nc", "a\n ", "a\n\nb ", "a\n\n", "x\n y\nz ",
 "ab: c\nd", "a\tb\nc", "a\tbcdef", "x\ty", "\ta", "a\t", "\x01", "\x00", "\xff\xfe",
 "\303\251", "h\303\251llo world", "\303\251\nx", "\x01\n\x01\n\x01\nab",
 "a\n x x x x x x x x x x x x x x x x x x x x x x x x x x x x x"].each do |v|
  p v.to_yaml
  p [v].to_yaml
  p({"k" => v}.to_yaml)
end
