# bm_so_array.rb - indexed reads and writes over two arrays
n = 2000
x = Array.new(n)
y = Array.new(n, 0)
i = 0
while i < n
  x[i] = i + 1
  i += 1
end
1000.times do
  k = n - 1
  while k >= 0
    y[k] += x[k]
    k -= 1
  end
end
p y[0], y[-1]
