# bm_io_file.rb - write small files line by line, read them back by lines
# and whole, and delete them.  Each round writes a new file: rewriting one
# file in place (open "w" truncates it) makes ext4 flush the old data at
# every truncate, which times the disk, not the interpreter.
base = "/tmp/bm_io_file_#{$$}_"
n = 0
line = "x" * 60
60.times do |i|
  path = base + i.to_s
  File.open(path, "w") do |f|
    1000.times { |j| f.puts line; f.print j, "\n"; f << line << "\n"; f.write("#{i} #{j}\n") }
  end
  n += File.read(path).size
  File.open(path) { |f| f.each_line { |l| n += l.size } }
  File.open(path) { |f| while l = f.gets; n += 1; end }
  n += File.readlines(path).size
  File.delete(path)
end
p n
