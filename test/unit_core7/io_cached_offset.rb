# 1.8.7's stdio caches the descriptor's offset after a seek and moves it by
# its own reads and writes only: pos after sysread/syswrite/sysseek reckons
# from it, a syswrite after buffered input goes where the descriptor is when
# the offset is known (else where reading got to), and a read meeting the
# end, IO#flush, readpartial and pending output make it forgotten
require "tmpdir"
PATH = File.join(Dir.tmpdir, "io_cached_offset_#{$$}")
def t; yield; rescue Exception => e; "#{e.class}: #{e.message.sub(PATH, 'PATH')}"; end
def run(m, *ops)
  File.open(PATH, "w") { |f| f.print "0123456789" * 3 }
  f = File.open(PATH, m)
  r = ops.map { |o| t { v = f.send(*o); v.is_a?(IO) ? :io : v } }
  f.close
  p [m, ops.map { |o| o[0] }, r, File.read(PATH)]
end
$stderr.reopen($stdout)
run "r", [:seek, 3], [:sysseek, 10], [:pos], [:sysread, 1], [:pos]
run "r", [:seek, 3], [:sysread, 2], [:read, 1], [:pos], [:read, 1], [:pos]
run "r", [:pos], [:sysread, 2], [:pos], [:read, 1], [:pos], [:sysseek, 0, 1]
run "r", [:seek, 2], [:sysread, 2], [:seek, 0, 1], [:pos], [:read, 1]
run "r", [:seek, 2], [:sysread, 2], [:rewind], [:sysread, 2], [:pos]
run "r", [:seek, 2], [:sysread, 2], [:eof?], [:pos]
run "r", [:seek, 2], [:sysread, 2], [:getc], [:pos]
run "r", [:seek, 2], [:readpartial, 2], [:pos], [:read_nonblock, 2], [:pos]
run "r", [:seek, 5], [:sysseek, 20], [:read, 1], [:pos]
run "r", [:seek, 5], [:read], [:sysseek, 3], [:pos]
run "r+", [:syswrite, "ab"], [:pos], [:read, 2], [:syswrite, "cd"], [:pos]
run "r+", [:seek, 1], [:write, "ab"], [:syswrite, "Z"], [:pos], [:write, "c"], [:pos]
run "r+", [:seek, 1], [:syswrite, "Z"], [:pos], [:write, "c"], [:pos], [:flush], [:pos]
run "r+", [:seek, 1], [:syswrite, "Z"], [:flush], [:pos]
run "r+", [:seek, 5], [:read, 2], [:syswrite, "Q"], [:pos], [:read, 1], [:pos]
run "r+", [:read, 2], [:syswrite, "Q"], [:pos], [:read, 1], [:pos]
run "r+", [:seek, 5], [:sysseek, 0, 1], [:syswrite, "Q"], [:sysseek, 0, 1], [:pos]
run "r+", [:read, 3], [:syswrite, "Z"], [:pos]
run "w", [:write, "abc"], [:pos], [:syswrite, "Z"], [:pos], [:write, "d"], [:pos]
run "w", [:seek, 0], [:syswrite, "Z"], [:pos], [:write, "d"], [:pos]
run "a", [:seek, 0], [:syswrite, "Z"], [:pos], [:write, "d"], [:pos]
run "a+", [:seek, 0], [:syswrite, "Z"], [:pos], [:read, 2], [:pos]
File.delete(PATH)
