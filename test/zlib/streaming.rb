# random streaming sessions (a fixed seed): deflate with every flush mode,
# << and params in between, then inflate of the result in random pieces;
# the state after each step is printed
require "zlib"
srand(11)
words = %w[aa bb cc dd x\n yy zzz]
25.times do |n|
  level = rand(11) - 1
  wbits = [15, -15, 31, 9][rand(4)]
  d = Zlib::Deflate.new(level, wbits, 1 + rand(9), rand(3))
  acc = ""
  data = (1..rand(3000)).map { words[rand(7)] }.join
  pos = 0
  while pos < data.size
    k = rand(500) + 1
    f = [Zlib::NO_FLUSH, Zlib::NO_FLUSH, Zlib::SYNC_FLUSH, Zlib::FULL_FLUSH][rand(4)]
    if rand(3) == 0 then d << data[pos, k] else acc << d.deflate(data[pos, k], f) end
    if rand(10) == 0
      a, b = rand(10), rand(3)
      puts "params #{a} #{b}"
      d.params(a, b)
    end
    acc << d.flush(f) if rand(8) == 0
    pos += k
    p [d.avail_in, d.total_in, d.total_out, d.adler]
  end
  acc << d.finish
  p [n, level, wbits, acc.size, Zlib.crc32(acc), d.total_out, d.finished?]
  d.close
  i = Zlib::Inflate.new(wbits == 31 ? 47 : wbits)
  out = ""
  pos = 0
  while pos < acc.size
    k = rand(300) + 1
    if rand(2) == 0 then i << acc[pos, k] else out << i.inflate(acc[pos, k]) end
    out << i.flush_next_out if rand(4) == 0
    pos += k
    p [i.avail_in, i.total_in, i.total_out, i.finished?]
  end
  out << i.finish
  p [out == data, i.finished?]
  i.close
end
