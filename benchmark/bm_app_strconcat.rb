# bm_app_strconcat.rb - string interpolation and + in a loop
i = 0
total = 0
while i < 600_000
  s = "abc" + i.to_s + "def" + "#{i}x#{i + 1}"
  total += s.size
  i += 1
end
p total
