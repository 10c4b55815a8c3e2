# bm_so_ackermann.rb - Ackermann function (deep non-tail recursion)
def ack(m, n)
  if m == 0
    n + 1
  elsif n == 0
    ack(m - 1, 1)
  else
    ack(m - 1, ack(m, n - 1))
  end
end
r = 0
12.times { r = ack(3, 7) + ack(2, 300) }
p r
