# the first write after a read (not one that met the end) is preceded by
# 1.8.7's fseek to where reading got to; when stdio knows the offset that
# seek stays inside (or refills) its buffer, so a syswrite goes where the
# descriptor is while a buffered write still lands at the read position
require "tmpdir"
PATH = File.join(Dir.tmpdir, "io_seek_between_rw_#{$$}")
def run(*ops)
  File.open(PATH, "w") { |g| g.print "line1\nline2\n\nline4\nabcdefghijklmnop\n" }
  f = File.open(PATH, "r+")
  r = ops.map { |o| (f.send(*o) rescue $!.class) }
  f.close
  p [ops.map { |o| o[0] }, r, File.read(PATH)]
end
run [:gets], [:rewind], [:seek, 26], [:syswrite, "S"], [:readchar]
run [:rewind], [:seek, 26], [:syswrite, "S"], [:readchar]
run [:gets], [:seek, 0], [:seek, 26], [:syswrite, "S"], [:readchar]
run [:gets], [:rewind], [:syswrite, "S"], [:readchar]
run [:gets], [:seek, 26], [:syswrite, "S"], [:readchar]
run [:seek, 26], [:syswrite, "S"], [:readchar]
run [:seek, 3], [:read, 1], [:seek, 26], [:syswrite, "S"], [:readchar]
run [:pos=, 9], [:syswrite, "S"], [:read, 0], [:putc, ?B]
run [:read, 2], [:write, "W"], [:pos], [:read, 2]
run [:read], [:syswrite, "E"], [:pos]
run [:getc], [:ungetc, ?Z], [:syswrite, "U"], [:read, 3]
File.delete(PATH)
# readpartial and read_nonblock read the descriptor past pending output, as sysread does
[:sysread, :readpartial, :read_nonblock, :read].each do |m|
  File.open(PATH, "w") { |g| g.print "0123456789" }
  f = File.open(PATH, "r+")
  f.write "ww"
  p [m, f.send(m, 3), f.pos]
  f.close
  p File.read(PATH)
end
File.delete(PATH)
