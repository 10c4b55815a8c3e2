# stdio's end-of-file flag under 1.8.7: once a buffered read met the end,
# read(len) answers nil and eof? true even when the file has grown since,
# until a read that gets data, a seek or an ungetc; sysread and a dup do not see it
require "tmpdir"
PATH = File.join(Dir.tmpdir, "io_eof_flag_#{$$}")
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
def run(label, *ops)
  File.open(PATH, "w") {}
  f = File.open(PATH)
  f.getc                                   # meets the end: sets the flag
  File.open(PATH, "a") { |g| g.print "ab\ncd\n" }
  r = ops.map { |o| t { o.is_a?(Proc) ? o.call(f) : f.send(*o) } }
  p [label, r, f.read]
  f.close
end
run "read(1)", [:read, 1], [:read, 1]
run "eof?", [:eof?], [:eof?], [:read, 2]
run "read(0)", [:read, 0], [:read, 1]
run "buffer", proc { |f| b = "zz"; [f.read(2, b), b] }
run "getc", [:getc], [:read, 1]
run "gets", [:gets], [:read, 1], [:eof?]
run "each_byte", proc { |f| f.each_byte { |c| break c } }, [:read, 1]
run "seek", [:seek, 0, IO::SEEK_CUR], [:read, 1]
run "rewind", [:rewind], [:read, 1]
run "sysseek", [:sysseek, 0, IO::SEEK_CUR], [:read, 1]
run "ungetc", [:ungetc, ?Z], [:read, 1]
run "sysread", [:sysread, 1], [:read, 1]
run "readpartial", [:readpartial, 1], [:read, 1]
run "pos", [:pos], [:read, 1]
run "lineno=", [:lineno=, 4], [:read, 1]
run "dup", proc { |f| f.dup.read(1) }, [:read, 1]
run "read all", [:read], [:read, 1]
File.delete(PATH)
