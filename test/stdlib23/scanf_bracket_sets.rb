# String#scanf's %[...] sets as 1.8.7 reads them: the first ] closes the
# set and the set goes unescaped into its regexp (re_string), so an empty
# or negated-empty set runs on into the lookahead after it and takes
# one character; a lone backslash is a RegexpError
$VERBOSE = nil  # (the regexps built warn of their unescaped brackets)
require 'scanf'
require "helper"
[["[x]", "[%[^]]]"], ["]]a", "%[]a]"], ["ab]c", "%[^]a]"], ["aab", "%[a]"], ["bba", "%[^a]"], ["a-b", "%[a-]"], ["x]y", "%[^]]%c"], ["]", "%[]]"], ["a^b", "%[a^]"], ["ab", "%1[ab]"], ["abc", "%2[abc]%s"], ["[x", "%[[]"], ["\\x", "%[\\]"]].each { |s, f| show("#{s} #{f}") { s.scanf(f) } }
show(:re_strings) { %w(%[^] %[] %[a] %[^a] %[]a] %5[ab]).map { |f| Scanf::FormatSpecifier.new(f).re_string } }
