# bm_queue_shift_push.rb - Array as a queue and stack: push/shift/unshift/pop/insert/delete_at
q = []
n = 0
20_000.times do |i|
  q.push(i)
  q << i
  n += q.shift
  q.unshift(i) if i % 3 == 0
  n += q.pop if i % 2 == 0
end
1000.times { |i| q.insert(5, i); q.delete_at(3) }
p n + q.size
