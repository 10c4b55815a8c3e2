# a walk sees pairs added in bins ahead of it, and fails when the table grows, as 1.8.7's does
[5, 30, 60, 64, 66, 100, 113, 114, 120].each do |n|
  [1, 3, 50].each do |add|
    h = {}; n.times {|i| h[i * 7] = i }
    seen = []
    r = begin
      h.each {|k, v| seen << k; add.times {|j| h[k * 1000 + j + 1] = 1 } if seen.size < 4 }
      :ok
    rescue => e
      e.message
    end
    p [n, add, r, seen.size, h.size, seen[0, 6], h.keys[0, 6]]
  end
end
h = {}; 10.times {|i| h[i] = i }
p((h.each {|k, v| h.delete(k); h[k + 100] = 1 } rescue $!.message), h.keys)
h = {}; 70.times {|i| h[i] = i }
p((h.each {|k, v| h.delete(k + 1); h[k + 1000] = 1 if k < 3 } rescue $!.message), h.size)
