# leak_objects.rb - garbage strings, arrays and hashes made and dropped
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
keep = []
while Time.now < deadline
  1000.times do |i|
    s = "str#{i}" * 10
    a = [s, i, s.upcase]
    h = {i => a, s => i}
    keep[i % 100] = h
  end
end
p keep.size
