# On a closed (or unreadable) stream 1.8.7 converts the arguments first:
# a bad separator, buffer, byte, mode, owner or lock operation is a
# TypeError before the IOError; seek/sysseek convert an explicit whence
# (nil too) before the offset; sysread checks its buffer's type before the
# length's sign; File#chmod/#chown/#flock/#truncate check $SAFE first.
require "helper"
File.open("a.txt", "w") { |f| f.print "abc" }
f = File.open("a.txt")
c = File.open("a.txt"); c.close
show(:gets_int) { c.gets(1) }
show(:gets_nil) { c.gets(nil) }
show(:readline_int) { c.readline(1) }
show(:readlines_int) { c.readlines(1) }
show(:readlines_sym) { c.readlines(:a) }
show(:each_line_int) { c.each_line(1) {} }
show(:each_int) { c.each(2.5) {} }
show(:read_nil_buf_int) { c.read(nil, 2) }
show(:read_nil_buf) { c.read(nil, "") }
show(:read_neg) { c.read(-1) }
show(:ungetc_str) { c.ungetc("x") }
show(:ungetc_nil) { c.ungetc(nil) }
show(:ungetc_open_str) { f.ungetc("x") }
show(:chmod_str) { c.chmod("x") }
show(:chown_str) { c.chown("x", 1) }
show(:chown_nil_str) { c.chown(nil, "x") }
show(:flock_str) { c.flock("x") }
show(:truncate_str) { c.truncate("x") }
show(:seek_whence_nil) { f.seek(1, nil) }
show(:seek_off_str_whence_nil) { f.seek("x", nil) }
show(:seek_whence_str) { c.seek(1, "x") }
show(:seek_str) { c.seek("x") }
show(:sysseek_whence_nil) { f.sysseek(1, nil) }
show(:sysseek_str_nil) { f.sysseek("x", nil) }
show(:sysseek_closed_str) { c.sysseek("x") }
show(:sysseek_closed_nil) { c.sysseek(nil) }
show(:sysread_neg_int_buf) { f.sysread(-1, 2) }
show(:sysread_neg_buf) { f.sysread(-1, "buf") }
show(:sysread_closed_int_buf) { c.sysread(1, 2) }
show(:pos) { f.pos }
r, w = IO.pipe
show(:pipe_seek_whence_nil) { r.seek(0, nil) }
show(:pipe_sysseek_whence_nil) { w.sysseek(0, nil) }
show(:pipe_sysread_buf) { w.sysread(-1, 2) }
[0, 2].each do |lvl|
  Thread.new do
    $SAFE = lvl
    show("#{lvl} chmod") { c.chmod("x") }
    show("#{lvl} chown") { c.chown(1, "x") }
    show("#{lvl} flock") { c.flock("x") }
    show("#{lvl} truncate") { c.truncate("x") }
    show("#{lvl} open truncate") { f.truncate("x") }
    show("#{lvl} open flock") { f.flock(nil) }
  end.join
end
