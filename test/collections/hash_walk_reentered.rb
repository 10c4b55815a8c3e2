# A continuation that re-enters a Hash walk: the walk goes on when its
# entries are still there; when they were freed since (clear, delete after
# the walk) it raises "hash modified during iteration", never a crash.
h = {1 => 2, 3 => 4}
k = nil; n = 0
h.each { |a, b| callcc { |c| k ||= c } }
n += 1
k.call if n < 3
p h, n

h = {1 => 2, 3 => 4, 5 => 6}
k = nil; n = 0
begin
  r = h.reject { |a, b| callcc { |c| k ||= c }; h.clear if n == 0; true }
  p r
  n += 1
  k.call if n < 3
rescue RuntimeError => e
  p e.message
end
p h

h = {1 => 2, 3 => 4}
k = nil; n = 0
begin
  h.each_key { |a| callcc { |c| k ||= c } }
  n += 1
  h.delete(1) if n == 1
  k.call if n < 3
rescue RuntimeError => e
  p e.message
end
p h, n
