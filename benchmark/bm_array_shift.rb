# bm_array_shift.rb - a 10,000-element Array used as a queue: filled with
# push, drained with shift (and some pop), in a loop; then a steady-state
# queue where each shift is followed by a push
sum = 0
600.times do
  q = []
  i = 0
  while i < 10_000
    q.push(i)
    i += 1
  end
  while (x = q.shift)
    sum += x
    sum += q.pop if x % 5 == 0
  end
end
q = Array.new(10_000) { |i| i }
20_000.times { q.push(q.shift + 1) }
p sum, q.size, q[0], q[-1]
