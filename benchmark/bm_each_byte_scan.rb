# bm_each_byte_scan.rb - String#each_byte, scan, split with a limit and by //, String#%, count, index
s = "The quick brown fox jumps over the lazy dog 0123456789" * 4
n = 0
3_000.times do
  s.each_byte { |b| n += b }
  n += s.scan(/\w+/).size
  n += s.split(" ", 3).size + s.split(//).size
  n += ("%05d:%s:%.2f" % [n % 1000, "x", 1.5]).size
  n += s.count("aeiou") + s.index("lazy")
end
p n
