# leak_big_hashes.rb - hashes of a few hundred entries made and dropped over
# and over: each grows through several rehashes (st.c takes a new block of
# entries per rehash only while its free list is short; it grew by a block
# per rehash, some 2.5 MB a second here, before that)
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
keys = (0...200).map { |i| "x" * (i % 64) + i.to_s }
n = 0
while Time.now < deadline
  50.times do
    h = {}
    keys.each_with_index { |s, i| h[s] = [i, s.reverse] }
    g = {}
    200.times { |i| g[i] = i }
    n += h.size + g.size
  end
end
p n > 0
