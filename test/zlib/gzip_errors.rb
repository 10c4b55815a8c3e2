# broken gzip data: the header checks, truncation, and the footer errors,
# which come once everything was read
require "helper"
require "zlib"
require "stringio"
sio = StringIO.new("")
Zlib::GzipWriter.wrap(sio) { |g| g.mtime = 1; g.write "hello world\n" * 3 }
s = sio.string
def reader(str)
  Zlib::GzipReader.new(StringIO.new(str))
end
def corrupt(s, pos, xor)
  b = s.dup
  b[pos] = (b[pos] ^ xor).chr
  b
end
show("not gzip") { reader("not gzip data here") }
show("empty") { reader("") }
show("short header") { reader("\x1f\x8b\x08\x00\0\0") }
show("header only") { reader("\x1f\x8b\x08\x00\0\0\0\0\0\3").read }
show("name unterminated") { reader("\x1f\x8b\x08\x08\0\0\0\0\0\3abc") }
show("extra short") { reader("\x1f\x8b\x08\x04\0\0\0\0\0\3\x09\x00ab") }
show("truncated data") { reader(s[0, 30]).read }
show("bad method") { b = s.dup; b[2] = "\x07"; reader(b) }
show("multipart flag") { b = s.dup; b[3] = "\x02"; reader(b) }
show("encrypted flag") { b = s.dup; b[3] = "\x20"; reader(b) }
show("encrypted and unknown") { b = s.dup; b[3] = "\xe0"; reader(b) }
show("unknown 0x40") { reader("\x1f\x8b\x08\x40" + "\0" * 6) }
show("unknown 0x80") { reader("\x1f\x8b\x08\x80" + "\0" * 6) }
show("extra field") do
  h = "\x1f\x8b\x08\x04" + [0].pack("V") + "\x00\x03" + [3].pack("v") + "abc"
  d = Zlib::Deflate.new(6, -15); body = d.deflate("xyz", Zlib::FINISH); d.close
  g = reader(h + body + [Zlib.crc32("xyz"), 3].pack("VV")); v = g.read; g.close; v
end
nofooter = s[0, s.size - 4]
show("no footer read") { g = reader(nofooter); [g.read.size, (g.read rescue $!)] }
show("no footer eof") { g = reader(nofooter); g.read; [g.eof?, (g.close rescue $!)] }
show("no footer close") { g = reader(nofooter); g.read; g.close }
show("no footer gets") { g = reader(nofooter); 4.times.map { g.gets } }
crc = corrupt(s, -8, 1)
show("crc read") { g = reader(crc); [g.read.size, (g.read rescue $!)] }
show("crc close") { g = reader(crc); g.read; g.close }
len = corrupt(s, -4, 1)
show("length close") { g = reader(len); g.read; g.close }
show("length finish early") { g = reader(len); g.read(3); g.finish.class }
show("partial close") { g = reader(s); g.read(3); g.close.class }
show("corrupt body") { g = reader(corrupt(s, 12, 0xff)); g.read }
show("open missing") { Zlib::GzipReader.open("no-such-file.gz") }
