# Hash order of Fixnum keys is 1.8.7's (bins 11, 19, 37 ..., newest first)
seed = 12345
rnd = lambda {|n| seed = (seed * 1103515245 + 12345) % 2147483648; seed % n }
p({1=>1,2=>2,3=>3,4=>4,5=>5,6=>6})
h = {}; 20.times {|i| h[i*7] = i }; p h.keys
[10, 66, 67, 68, 113, 114, 200, 250, 500, 1000].each do |n|
  h = {}; n.times {|i| h[i] = i }
  puts "#{n}: #{h.keys.inspect.hash}"
  h = {}; n.times {|i| h[n - i] = i }
  puts "#{n} down: #{h.keys.inspect.hash}"
end
h = {}; 300.times {|i| h[i * 11] = i }; p h.keys[0, 40]
h = {}; (-20..20).each {|i| h[i] = 1 }; p h.keys
p({-1=>1, -2=>2, -1073741824=>3, 1073741823=>4, 536870912=>5, -536870913=>6}.keys)
20.times do |t|
  h = {}
  (rnd.call(150) + 1).times { h[rnd.call(100000) - 50000] = 1 }
  p h.keys
end
big = {}; 5000.times {|i| big[(i * 7919) % 10007] = i }
p big.keys[0, 30], big.keys[-30, 30], big.size
