# Entries deleted inside Hash#each stay in the table's chains until the
# iteration ends; a collection meanwhile must still mark every live entry
# (the marker's walk cannot stop after num_entries entries then).
def fill(h, n)
  n.times { |i| h[i] = "value #{i}" * 2 }
end

h = {}
fill(h, 200)
h.each do |k, v|
  h.delete(k + 1) if k % 2 == 0 && k < 150
  if k == 100
    GC.start
    junk = (0...20_000).map { |i| "junk #{i}" }   # reuses any freed slot
    junk = nil
  end
end
bad = h.reject { |k, v| v == "value #{k}" * 2 }
puts h.size
puts bad.size
p h.keys.sort.first(6)
p h.keys.sort.last(3)
