# 1.8.7's first match with a regexp object keeps what a group repeated by *
# caught in an iteration it refused for ending empty on an empty last
# choice, when more pattern follows and no iteration counted; later matches
# with the same object leave it unset (a new object starts again)
def first_then_second(s, r)
  [s.match(r).to_a, s.match(r).to_a]
end
p first_then_second("b", /(a|)*b/)
p first_then_second("ccb", /(a|)*b/)
p first_then_second("b", /(a|b|)*c/) , first_then_second("c", /(a|b|)*c/)
p first_then_second("b", /((a|))*b/)
p first_then_second("b", /(?:(a)|())*b/)
p first_then_second("b", /((a|)*)b/)
p first_then_second("b", /(a|)*(b)/)
p first_then_second("b", /(a|)*$/)
p first_then_second("cb", /c(a|)*b/)
# no: an empty choice not last, an earlier one that may match empty, the
# loop at the end, an iteration that counted, a lazy loop
p first_then_second("b", /(|a)*b/), first_then_second("b", /(a|()|)*b/)
p first_then_second("b", /(a|)*/), first_then_second("b", /()*b/)
p first_then_second("ab", /(a|)*b/), first_then_second("ab", /(?:(a)|())*b/)
p first_then_second("b", /(a*)*b/), first_then_second("b", /(a|)*?b/)
# a failed search does not count; scan and gsub: the first match only
r = /(a|)*b/
"x".match(r)
p "b".match(r).to_a
p "bb".scan(/(a|)*b/), "b b".gsub(/(a|)*b/) { $1.inspect }
def lit; "b".match(/(a|)*b/)[1]; end
p lit, lit
r = /(a|)*b/
r2 = r.dup
"b".match(r)
p "b".match(r2).to_a, "b".match(Regexp.new(r.source)).to_a
# only when the match is found at the search's first try: 1.8.7 tries only
# where a match may start, and a failed try leaves the group unset
p "ab".match(/(aa|)*b/).to_a, "cb".match(/(aa|)*b/).to_a
p "xab".match(/(ab|)*b/).to_a, "bab".match(/(ab|)*b/).to_a
p "xb".match(/(a|)*$/).to_a, "ab".match(/(a|)*$/).to_a
