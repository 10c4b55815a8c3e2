# bm_io_file.rb - create, write and read back small files
path = "/tmp/bm_io_file_#{$$}"
n = 0
data = "x" * 100 + "\n"
300.times do |i|
  File.open(path, "w") { |f| 10.times { f.write(data) } }
  n += File.read(path).size
  File.open(path) { |f| f.each_line { |l| n += 1 } }
end
File.delete(path)
p n
