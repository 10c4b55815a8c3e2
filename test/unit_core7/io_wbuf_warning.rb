# syswrite and sysseek warn "for buffered IO" once output was buffered, until
# 1.8.7's own fflush (IO#flush, pos, seek, fsync, read all): a flush stdio
# does by itself (before gets, truncate) leaves the warning
require "tmpdir"
PATH = File.join(Dir.tmpdir, "io_wbuf_warning_#{$$}")
$stderr.reopen($stdout)
[[:truncate, 1], [:read], [:read, 1], [:gets], [:getc], [:eof?], [:pos], [:seek, 0],
 [:rewind], [:flush], [:fsync], [:sync=, true], [:sysread, 1], [:read, 0], [:tell],
 [:each_byte], [:ungetc, 65], [:write, ""], [:print, ""], [:lineno]].each do |op|
  File.open(PATH, "w") { |g| g.print "0123456789" }
  f = File.open(PATH, "r+")
  f.write "ww"
  r = (f.send(*op) {} rescue $!.class)
  puts "#{op.inspect}:"
  x = (f.sysseek(0, IO::SEEK_CUR) rescue $!.class)
  y = (f.syswrite("") rescue $!.class)
  f.close
  p [r.is_a?(File) ? :f : r, x, y, File.read(PATH)]
end
File.delete(PATH)
