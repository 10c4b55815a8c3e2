# bm_stringio.rb - StringIO: write, puts, print, rewind, gets, read, each_line
require 'stringio'
n = 0
80.times do
  io = StringIO.new
  i = 0
  while i < 5_000
    io.write("line ")
    io.print(i, " ")
    io.puts("end")
    i += 1
  end
  io.rewind
  while (l = io.gets)
    n += l.size
  end
  io.rewind
  n += io.read.size
  io.rewind
  io.each_line { |l| n += 1 }
  n += StringIO.new(io.string).read(100).size
end
p n
