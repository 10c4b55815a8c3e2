# bm_file_lines.rb - File.open write, readlines, each_line, File.read, IO#gets, File.exist?, File.size in a fresh tmp dir
require 'tmpdir'
dir = Dir.mktmpdir("bmfl")
path = File.join(dir, "f.txt")
File.open(path, "w") { |f| 20_000.times { |i| f.puts "line number #{i} with some text" } }
n = 0
20.times do
  n += File.readlines(path).size
  File.open(path) { |f| f.each_line { |l| n += l.size } }
  n += File.read(path).size
  File.open(path) { |f| while l = f.gets; n += 1; end }
  n += File.size(path) if File.exist?(path)
end
File.delete(path)
Dir.rmdir(dir)
p n
