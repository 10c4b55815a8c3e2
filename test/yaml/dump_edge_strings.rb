# strings with high bytes, carriage returns, control characters and document markers
require 'yaml'
["h\303\251llo\nworld", "h\303\251llo world\n", "abc \303\251", "\303\251 abc def ghi", "a\rb", "a\r\n", "\r\n", "a\tb\tc d e f", "a\fb cdef", "a\vbcdef", "line\n\tindented", "a\n\n\n", "\n\na", " \na", "a\n\t", "#a\nb", "- a\nb", "a:\nb", "[a]\nb", "'a'\nb", "\"a\"\nb", "a\n...\nb", "a\n---\nb", "--- a\nb", "...", "a\x85b"].each { |s| p s.to_yaml; p [s].to_yaml; p YAML.load(s.to_yaml) == s }
