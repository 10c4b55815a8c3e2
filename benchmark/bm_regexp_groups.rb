# bm_regexp_groups.rb - =~ with groups, classes and alternation on short
# lines, captures read through $1/$2 (the shapes of re_simple.c)
lines = (0...2000).map { |i| "k#{i}=#{i * 7}; tag<#{i % 13}> end" }
sum = 0
60.times do
  lines.each do |l|
    sum += $2.to_i if l =~ /(\w+)=(\d+)/
    sum += $1.size if l =~ /<(\d|1[0-2])>/
    sum += 1 if l =~ /\s+end$/
  end
end
p sum
