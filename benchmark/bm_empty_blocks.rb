# bm_empty_blocks.rb - loops whose blocks do nothing: times, each, map, upto, nested each with |x|
n = 0
3_000_000.times { }
a = (1..1000).to_a
1000.times { a.each { |x| } }
1000.times { n += a.map { }.size }
1.upto(1_000_000) { |i| }
p n
