# MatchData#inspect shows the match and each group (nil for an unmatched one)
p(/(\w)(\d)?/.match("ab1"))
p(/x/.match("axb"))
p(/(.)/.match("\n\xff"))
p "a\tb".match("\t")
p(/(a)|(b)/.match("b").inspect)
class M < MatchData; end
p MatchData.allocate
