# bm_eval_interp_string.rb - eval of distinct short strings holding string
# literals with interpolation (the lexer's string states every time)
n = 0
i = 0
while i < 60_000
  n += eval("\"abc\#{#{i}}def\" + 'x' * #{i % 3}").size
  i += 1
end
p n
