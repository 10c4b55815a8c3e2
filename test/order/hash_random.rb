# many seeded random Hashes of mixed keys: inserts, deletes, walks that
# delete, shifts and copies, each compared with 1.8.7's order
seed = 777
rnd = lambda {|n| seed = (seed * 1103515245 + 12345) % 2147483648; (seed >> 4) % n }
key = lambda do
  case rnd.call(6)
  when 0 then rnd.call(2000) - 1000
  when 1 then "s#{rnd.call(500)}"
  when 2 then :"y#{rnd.call(300)}"
  when 3 then rnd.call(1000) / 8.0
  when 4 then [rnd.call(10), "a#{rnd.call(5)}"]
  else rnd.call(2**18) * 4096
  end
end
40.times do |t|
  h = {}
  (rnd.call(400) + 1).times do
    case rnd.call(10)
    when 0 then h.delete(h.keys[rnd.call(h.size)]) unless h.empty?
    when 1 then h.shift
    else h[key.call] = t
    end
  end
  puts "#{t} #{h.size} #{h.keys.inspect.hash}"
  p h.keys[0, 12]
  m = rnd.call(7) + 2
  i = 0; h.delete_if {|k, v| (i += 1) % m == 0 }
  p h.keys[0, 12]
  i = 0; h.each {|k, v| h.delete(k) if (i += 1) % 5 == 1 }
  p h.keys[-12, 12], h.dup.keys[0, 8], h.rehash.keys[0, 8]
end
