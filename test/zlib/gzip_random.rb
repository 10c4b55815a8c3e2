# random gzip sessions (a fixed seed): a GzipWriter fed by write, puts,
# print, putc and flush in turn, then a GzipReader read by read(n), gets
# with several separators, getc, ungetc and each_byte
require "zlib"
require "stringio"
srand(5)
words = %w[alpha beta\n gamma delta\n\n x y\n z]
12.times do |n|
  sio = StringIO.new("")
  g = Zlib::GzipWriter.new(sio, rand(10))
  g.mtime = 1000 + n
  g.orig_name = "f#{n}" if rand(2) == 0
  g.comment = "c#{n}" if rand(2) == 0
  text = "start\n"
  g.write(text)   # (1.8.7 writes a flush before the first write ahead of the header)
  rand(200).times do
    w = words[rand(words.size)]
    case rand(5)
    when 0 then g.write(w); text << w
    when 1 then g.puts(w); text << w << (w[-1] == ?\n ? "" : "\n")
    when 2 then g.print(w, w); text << w << w
    when 3 then g.putc(w[0]); text << w[0, 1]
    else g.flush([Zlib::SYNC_FLUSH, Zlib::FULL_FLUSH, Zlib::NO_FLUSH][rand(3)])
    end
  end
  p [n, g.pos, g.crc == Zlib.crc32(text)]
  g.close
  r = Zlib::GzipReader.new(StringIO.new(sio.string))
  p [r.orig_name, r.comment, r.mtime.to_i, r.level]
  got = []
  until r.eof?
    case rand(6)
    when 0 then got << r.read(rand(20) + 1)
    when 1 then got << r.gets
    when 2 then got << r.gets("a")
    when 3 then got << r.gets("")
    when 4 then c = r.getc; got << c; r.ungetc(c) if c && rand(2) == 0
    else got << r.readchar
    end
    got << [r.pos, r.lineno]
  end
  p got
  p [r.read, r.gets, r.unused]
  r.close
end
