# patterns whose rewrite copies groups inside copies (repeated groups in
# nonempty forms of optional sequences) compile without writing past the
# table of copies, and match what 1.8.7 matches (its groups are left:
# the rewrite's copies do not give all of them back yet)
pats = [
  '([b]?a?a?|)+(){2}(){2}(){2}(?:(|](\b){2})(?:a?))*(())',
  '([b]?a?a?|)+(){2}(){2}(){2}([b]{0,}b?){0,}(\b){2}(){2}(c?.*){0,}(a*.?|(?:c?){2})*(){2}(b{0,}c{0,}){0,}(){2}(((}(){2}){0,}c*|))+',
]
$VERBOSE = nil
pats.each do |s|
  re = Regexp.new(s)
  ["", "ab", "abab", "cdx", "abcdefx", "bz", "ghx", "}c"].each do |t|
    m = re.match(t)
    print m ? m[0].inspect : "nil", " "
  end
  puts
end
