# bm_string_churn.rb - many short-lived strings: interpolation, +, <<,
# dup, upcase, to_s, to_sym; the collector runs often
n = 0
keep = []
i = 0
while i < 400_000
  s = "item-#{i}-#{i & 15}"
  t = s + "/" + (i * 3).to_s
  u = t.dup
  u << "!" << s
  n += u.upcase.size
  n += "#{s}:#{t}".size
  keep << u if i % 1000 == 0
  i += 1
end
p n, keep.size
