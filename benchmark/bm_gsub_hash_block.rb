# bm_gsub_hash_block.rb - gsub with blocks (one a hash lookup), sub!, tr and squeeze on short strings
map = { "a" => "1", "e" => "2", "o" => "3" }
s = "hello world, a quick brown fox jumps over the lazy dog"
n = 0
20_000.times do |i|
  n += s.gsub(/[aeo]/) { |m| m.upcase }.size
  n += s.gsub(/[aeo]/) { |m| map[m] }.size
  t = s.dup; t.sub!(/quick/, "slow"); n += t.size
  n += s.tr("a-y", "b-z").size + s.squeeze.size
  n += s.gsub("o", "0").size
end
p n
