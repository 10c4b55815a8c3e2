# a comparison that raises or breaks leaves sort! with the order reached so far (1.8.7 sorts in place)
[[2, [3], "x", -2**64, nil, -2**64], [5, 3, 1, "a", 4, 2], [1, 2, 3, 4, 5, 6, 7, :a, 8, 9, 10, 11, 12], (1..20).to_a.reverse + [nil] + (21..30).to_a, [3, 1, 2]].each do |a|
  b = a.dup
  p((b.sort! rescue $!.class)); p b
  n = 0
  b = a.dup
  p((b.sort! { |x, y| n += 1; raise "stop" if n == 4; (x.to_s <=> y.to_s) } rescue $!.message)); p b
  b = a.dup
  p((b.sort_by! { |x| x.to_s } rescue $!.class)) if b.respond_to?(:sort_by!)
  n = 0
  p((b.sort { |x, y| n += 1; raise "stop" if n == 3; (x.to_s <=> y.to_s) } rescue $!.message)); p b
  b = a.dup
  p((b.sort! { |x, y| break :brk }) ); p b
  b = a.dup
  n = 0
  p((b.sort! { |x, y| n += 1; break :brk if n == 5; x.to_s <=> y.to_s }) ); p b
  b = a.dup
  p((b.sort! { |x, y| b.freeze if x == 1; x.to_s <=> y.to_s } rescue $!) ); p [b, b.frozen?]
end
