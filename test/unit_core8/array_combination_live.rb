# Array#combination reads each moved position from the array as the block
# left it (the unmoved ones keep their values); permutation(1) walks the
# live array; both refuse a count whose k * C(n, k) does not fit a long
def run(label)
  b = []
  yield b
  p [label, b]
end
run(:replace) { |b| x = [1,2,3,4]; x.combination(2) { |y| b << y; x.replace([9,8,7,6]) } }
run(:store) { |b| x = [1,2,3,4]; x.combination(3) { |y| b << y; x[b.size % 4] = b.size * 10 } }
run(:unshift) { |b| x = [1,2,3,4]; x.combination(2) { |y| b << y; x.unshift(0) } }
run(:pop) { |b| x = [1,2,3,4]; x.combination(2) { |y| b << y; x.pop } }
run(:push) { |b| x = [1,2,3,4]; x.combination(2) { |y| b << y; x << 5 } }
run(:one) { |b| x = [1,2,3]; x.combination(1) { |y| b << y; x[2] = 7 } }
run(:perm1_clear) { |b| x = [1,2,3]; x.permutation(1) { |y| b << y; x.clear } }
run(:perm1_push) { |b| x = [1,2,3]; x.permutation(1) { |y| b << y; x << 5 if x.size < 5 } }
run(:perm2_store) { |b| x = [1,2,3]; x.permutation(2) { |y| b << y; x[0] = 0 } }
[[61,31],[62,31],[62,50],[70,40],[100,95],[287,10],[288,10],[11724,5],[11725,5]].each do |n, k|
  r = begin
    (0...n).to_a.combination(k) { break :called }
  rescue RangeError => e
    e.message
  end
  puts "#{n}C#{k}: #{r.inspect}"
end
e = (0..100).to_a.combination(50)
p e.class
p((e.to_a rescue $!))
p((0..100).to_a.combination(2) { break :small })
