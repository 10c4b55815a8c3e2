# to_yaml of strings: plain, double-quoted, block literals, !binary
require 'yaml'
["abc", "", " a", "a ", " ", "true", "1", "~", ":sym", "a: b", "a #b", "#x", "-", "- a",
 "-a", "--", "---", "...", "a:", "a: ", "a #", "a#b", "null", "Null", "NULL", "nUll",
 "yes", "No", "On", "OFF", "TRUE", "y", "n", "Y", "1.5", "-1.5", "+1", "-1", "0x1f", "017",
 "08", "0b101", "0o17", "1e5", "1.0e+20", "0.", ".5", "1_000", "1,000", "1_0.5", "12:30:45",
 "1:20", ".inf", "-.inf", ".NaN", "2001-01-01", "2001-1-1", "2001-01-01 10:00:00",
 "'q'", "\"q\"", "@x", "%x", "`x", "!x", "&x", "*x", "|", ">", "a'b", "{a", "[a", "a]",
 "a}", "a,b", ",a", "?", "?a", "? x", "a:b", ":", "=", "=a", "<<", "<<a", "~a", "a~",
 "^a", "(a)", "x\\y", "a\\b\"", "a\"b\\c\x7f\e", "\x01 abcdefghijklmnop",
 "x" * 100, (["a b c d e f g"] * 10).join(" ")].each do |v|
  p v.to_yaml
end
