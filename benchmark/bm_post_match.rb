# bm_post_match.rb - REXML-shaped scanning: a 200 KB string consumed through
# $' and MatchData#post_match, 2,000 tokens each way, 400 passes
unit = "<item id='x'>" + ("text " * 14) + "</item>\n"
src = unit * (200_000 / unit.size + 1)
count = 0
400.times do
  rest = src
  2000.times do
    if rest =~ /<item id='(\w)'>/
      count += $1.size
      rest = $'
    end
  end
  rest = src
  2000.times do
    m = /<\/item>\n/.match(rest)
    count += m.pre_match.size % 7
    rest = m.post_match
  end
  count += rest.size
end
p count
