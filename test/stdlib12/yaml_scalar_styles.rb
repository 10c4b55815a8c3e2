# the style Syck writes a string in when one is asked for: double quotes
# for what it cannot print or a space at an edge, a literal block for
# indented lines, double quotes for text that would read as another type;
# a folded block doubles only the breaks between two lines of text
require 'yaml'
def e(s, st)
  y = YAML.quick_emit(nil) { |out| out.scalar("tag:yaml.org,2002:str", s, st) }
  puts "#{st} #{s.inspect} #{y.inspect}"
end
[:quote2, :literal, :fold, :plain].each { |st|
  ["a\n b\x01", " a\n b", "a\n b ", "a\n b\xc3\xa9", "a\n\tb", "a\nb", "a: b\n c",
   "a\n b\n", "a\n\n b", "a\n  b\nc\n", "a b\n c d\n", " a", "a ", "\x01",
   "a\tb", "", "~", "1", "a: b", "#x", "- x", "a\n", "x\x7f"].each { |s| e(s, st) }
}
[:quote1].each { |st|
  ["a\n b\x01", " a\n b", "a\n\tb", "a: b\n c", " a", "\x01", "", "~", "1", "a: b", "a'b"].each { |s| e(s, st) }
}
["a\nb", "a\n\nb", "a\nb\nc", "a\n", "a\n\n", "\na", "\n\na", "a\n\n\n", "a\n\n\nb"].each { |s| e(s, :fold) }
class F; def to_yaml(o={}); YAML.quick_emit(self, o) { |out| out.scalar("tag:yaml.org,2002:str", "a\nb\n c\nd", :fold) }; end; end
puts({"k" => F.new, "m" => [F.new]}.to_yaml)
["1.\n\n:\n\n\n\tno", "a\n:\n\tb", "a\n:\nb\tc", "a\n:\n b", ":a\n b", "a\n:\n\n\tb"].each { |s| puts s.to_yaml.inspect }
