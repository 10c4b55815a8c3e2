# bm_so_count_words.rb - reading lines from a file, splitting and counting
path = "/tmp/bm_count_words_#{$$}.txt"
File.open(path, "w") do |f|
  20_000.times { |i| f.puts "the quick brown fox #{i} jumps over the lazy dog #{i % 97}" }
end
nl = nw = nc = 0
20.times do
  File.open(path) do |f|
    while line = f.gets
      nl += 1
      nc += line.size
      nw += line.split.size
    end
  end
end
File.delete(path)
p nl, nw, nc
