# bm_callcc.rb - continuation creation and call
n = 0
i = 0
while i < 120_000
  k = callcc { |c| c }
  if k
    n += 1
    k.call(nil)
  end
  n += callcc { |c| c.call(2) }
  i += 1
end
p n
