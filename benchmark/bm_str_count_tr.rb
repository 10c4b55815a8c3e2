# bm_str_count_tr.rb - String#count / delete / squeeze / tr on short strings (table setup per call)
s = "the quick brown fox jumps over the lazy dog"
n = 0
200_000.times do
  n += s.count("o") + s.count("a-m") + s.count("^aeiou ")
  n += s.delete("aeiou").size + s.squeeze("o").size
end
20_000.times { n += s.tr("a-y", "b-z").size }
p n
