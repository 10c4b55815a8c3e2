# more simple regexps than the compiled-program cache holds, searched in
# turn, and regexps made and collected in a loop (a new source may take a
# freed one's address): each search uses its own pattern
res = (0...200).map { |i| Regexp.new("k#{i}=(\\d+)") }
s = (0...200).map { |i| "k#{i}=#{i * 3}" }.join(" ")
3.times { p res.map { |r| s =~ r; $1.to_i }.inject(0) { |a, b| a + b } }
p res.reverse.map { |r| s.index(r) }.inject(0) { |a, b| a + b }
hits = []
300.times do |i|
  r = Regexp.new("a#{i % 7}(b+|c)")
  hits << ("xa#{i % 5}bbc a#{i % 7}c" =~ r) << $1
  GC.start if i % 50 == 0
end
p hits.size, hits.compact.uniq.sort_by { |x| x.to_s }, hits.select { |x| x.is_a?(Integer) }.inject(0) { |a, b| a + b }
