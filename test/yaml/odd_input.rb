# odd little inputs: a lone indicator at the very end of the text is a plain character; IO needed
require 'yaml'
["", " ", "\n\n", "#c\n", "---", "--- ", "...", "--- ...", "-", "?", ":", "- ", "a:", "[", "]", "{", "}", "'", "\"", "|", ">", "&a", "!", "!!", "%", "@", "`", "--- !", "--- &a"].each do |s|
  p [s, (YAML.load(s) rescue "#{$!.class}")] rescue p [s, $!.class]
end
p((YAML.load(123) rescue $!.class))
["---\n", "-\n", "?\n", ":\n", "a:\n", "|\n", ">\n", "- a\n-", "a: b\nc:", "a: b\nc:\n", "- a\n-\n", "--- |", "--- >", "x: |", "--- -", "--- a:", "[a]\n]"].each do |s|
  p [s, (YAML.load(s) rescue "#{$!.class}")]
end
p((YAML.load(nil) rescue $!))
