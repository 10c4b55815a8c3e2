# bm_eval_string.rb - eval of a short string in a loop
n = 0
i = 0
while i < 400_000
  n += eval("1")
  i += 1
end
p n
