# On a closed (or unreadable) stream 1.8.7 converts the arguments first:
# a bad separator, buffer, byte, mode, owner or lock operation is a
# TypeError before the IOError; seek/sysseek convert an explicit whence
# (nil too) before the offset; sysread checks its buffer's type before the
# length's sign; File#chmod/#chown/#flock/#truncate check $SAFE first.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("a.txt", "w") { |f| f.print "abc" }
f = File.open("a.txt")
c = File.open("a.txt"); c.close
t(:gets_int) { c.gets(1) }
t(:gets_nil) { c.gets(nil) }
t(:readline_int) { c.readline(1) }
t(:readlines_int) { c.readlines(1) }
t(:readlines_sym) { c.readlines(:a) }
t(:each_line_int) { c.each_line(1) {} }
t(:each_int) { c.each(2.5) {} }
t(:read_nil_buf_int) { c.read(nil, 2) }
t(:read_nil_buf) { c.read(nil, "") }
t(:read_neg) { c.read(-1) }
t(:ungetc_str) { c.ungetc("x") }
t(:ungetc_nil) { c.ungetc(nil) }
t(:ungetc_open_str) { f.ungetc("x") }
t(:chmod_str) { c.chmod("x") }
t(:chown_str) { c.chown("x", 1) }
t(:chown_nil_str) { c.chown(nil, "x") }
t(:flock_str) { c.flock("x") }
t(:truncate_str) { c.truncate("x") }
t(:seek_whence_nil) { f.seek(1, nil) }
t(:seek_off_str_whence_nil) { f.seek("x", nil) }
t(:seek_whence_str) { c.seek(1, "x") }
t(:seek_str) { c.seek("x") }
t(:sysseek_whence_nil) { f.sysseek(1, nil) }
t(:sysseek_str_nil) { f.sysseek("x", nil) }
t(:sysseek_closed_str) { c.sysseek("x") }
t(:sysseek_closed_nil) { c.sysseek(nil) }
t(:sysread_neg_int_buf) { f.sysread(-1, 2) }
t(:sysread_neg_buf) { f.sysread(-1, "buf") }
t(:sysread_closed_int_buf) { c.sysread(1, 2) }
t(:pos) { f.pos }
r, w = IO.pipe
t(:pipe_seek_whence_nil) { r.seek(0, nil) }
t(:pipe_sysseek_whence_nil) { w.sysseek(0, nil) }
t(:pipe_sysread_buf) { w.sysread(-1, 2) }
[0, 2].each do |lvl|
  Thread.new do
    $SAFE = lvl
    t("#{lvl} chmod") { c.chmod("x") }
    t("#{lvl} chown") { c.chown(1, "x") }
    t("#{lvl} flock") { c.flock("x") }
    t("#{lvl} truncate") { c.truncate("x") }
    t("#{lvl} open truncate") { f.truncate("x") }
    t("#{lvl} open flock") { f.flock(nil) }
  end.join
end
