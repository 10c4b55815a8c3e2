# bm_string_slice_front.rb - consuming a long string from the front with
# slice! (fixed counts, a regexp and a string), as a tokenizer does
base = "token1 token22 token333 " * 4_000
n = 0
6.times do
  s = base.dup
  while s.size > 0
    w = s.slice!(/\A\S+/)
    n += w.size if w
    s.slice!(0, 1)
  end
  s = base.dup
  while s.size > 0
    n += s.slice!(0, 7).size
  end
end
p n
