# allocation churn: structures stay intact while garbage is collected
h = {}
1000.times { |i| h["k#{i}"] = [i, i.to_s, { :v => i * 2 }] }
arr = []
20000.times { |i| arr << "x#{i}" if i % 100 == 0; "garbage #{i}" * 3; [i, i + 1] }
GC.start
ok = (0...1000).all? { |i| v = h["k#{i}"]; v[0] == i && v[1] == i.to_s && v[2][:v] == i * 2 }
p ok
p arr.size, arr.first, arr.last
deep = nil
5000.times { |i| deep = [i, deep] }
GC.start
n = 0
d = deep
while d
  n += 1
  d = d[1]
end
p n
s = ""
3000.times { |i| s << i.to_s }
p s.size
class Node2; attr_accessor :nxt, :val; end
head = nil
3000.times { |i| nd = Node2.new; nd.val = i; nd.nxt = head; head = nd }
GC.start
sum = 0
while head
  sum += head.val
  head = head.nxt
end
p sum
syms = (1..200).map { |i| "sym_#{i}".to_sym }
GC.start
p syms.last.inspect
p (1..100).inject(0) { |a, i| a + i.to_s.to_i }
