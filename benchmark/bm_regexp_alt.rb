# bm_regexp_alt.rb - Regexp with alternation, anchors, case-insensitive, groups, MatchData, =~ on many lines
lines = (1..200).map { |i| i % 3 == 0 ? "GET /index#{i}.html HTTP/1.1" : "POST /api/v1/items/#{i} HTTP/1.0" }
n = 0
150.times do
  lines.each do |l|
    if l =~ /^(GET|POST|PUT) (\/[\w\/.]+) HTTP\/(1\.[01])$/
      n += $2.size + $3.to_f.to_i
    end
    n += 1 if l =~ /items/i
    m = /(\d+)/.match(l)
    n += m[1].to_i if m
  end
end
p n
