# bm_times_empty.rb - N.times with an empty one-argument block
20_000_000.times { |e| }
