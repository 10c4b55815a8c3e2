# literal patterns with control escapes (\n \t \r \f \v \e \a, searched
# without Oniguruma): each escape names its byte, in the middle and at the
# edges, forward and backward, and the escapes that are not literal (\0, \b,
# \s, octal, hex) still mean what the engine says
s = "x</item>\n\n a\tb \e\a\v\f\r end\r\n"
p(s =~ /<\/item>\n/, $~[0], $~.post_match.size, $~.pre_match)
p s.index(/\n\n/), s.rindex(/\n/), s.rindex(/\r\n/), s.index(/\r\n/, 30), s.scan(/\n/).size
p s.split(/\t/), s.split(/\r\n/), s.gsub(/\e\a/, "E"), s.sub(/\v\f\r/) { $&.size.to_s }
p "a\x0bb" =~ /\v/, "\x1b[0m" =~ /\e\[0m/, "bell\x07" =~ /\a/, "tab\t" =~ /\t\z/
p "a\0b" =~ /\0/, "ab" =~ /\bb/, "a b" =~ /\s/, "A" =~ /\101/, "A" =~ /\x41/, "n" =~ /\n/
p(/\n/.source, /\n/.inspect, /a\tb/ == /a\tb/, Regexp.new("\\t") =~ "x\ty")
p "XN" =~ /x\n/i, "x\n" =~ /x \n/x
