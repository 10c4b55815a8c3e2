# bm_io_open_close.rb - opening a file for writing (truncating) and closing it, and reading it whole
path = "/tmp/bm_io_open_close_#{$$}"
File.open(path, "w") { |f| f.write("abc\n" * 100) }
n = 0
20_000.times do
  n += File.open(path, "r") { |f| f.read.size }
end
20_000.times do
  f = File.open(path + "w", "w")
  f.close
end
File.delete(path, path + "w")
p n
