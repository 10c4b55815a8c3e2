# seek forms, pos=, rewind/lineno, close_read/close_write, dup/reopen, sync/fsync/fileno
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("s.txt", "w") { |f| f.write "line1\nline2\nline3\n" }
f = File.open("s.txt")
t(:seek_set) { [f.seek(6), f.pos, f.gets] }
t(:seek_cur) { [f.seek(-6, IO::SEEK_CUR), f.gets] }
t(:seek_end) { [f.seek(-6, IO::SEEK_END), f.read] }
t(:seek_past_end) { [f.seek(100), f.pos, f.read, f.read(1), f.eof?] }
t(:seek_neg) { f.seek(-1) }
t(:seek_bad_whence) { f.seek(0, 99) }
t(:seek_str) { f.seek("1") }
t(:seek_float) { f.seek(2.7); f.pos }
t(:seek_const) { [IO::SEEK_SET, IO::SEEK_CUR, IO::SEEK_END, File::SEEK_END] }
t(:pos_assign) { [(f.pos = 3), f.read(2)] }
t(:pos_assign_neg) { f.pos = -5 }
t(:tell) { f.tell }
f.rewind
f.gets; f.gets
t(:lineno_before) { [f.lineno, $.] }
t(:rewind_ret) { f.rewind }
t(:lineno_after) { [f.lineno, $.] }
t(:eof_start) { [f.eof?, f.eof] }
f.seek(0, IO::SEEK_END)
t(:eof_end) { f.eof? }
t(:fileno) { f.fileno.class }
t(:to_i) { f.to_i == f.fileno }
t(:sync) { f.sync }
t(:sync_set) { [(f.sync = true), f.sync] }
t(:fsync_ro) { f.fsync }
t(:fdatasync) { f.respond_to?(:fdatasync) }
t(:isatty) { [f.isatty, f.tty?] }
t(:pid) { f.pid }
t(:binmode) { f.binmode.equal?(f) }
t(:to_io) { f.to_io.equal?(f) }
t(:inspect) { f.inspect }
t(:path) { f.path }
f.close
t(:stdout_sync) { [$stdout.sync, $stderr.sync, $stdout.fileno, $stdin.fileno, $stderr.fileno] }
w = File.open("s.txt", "a")
t(:fsync_w) { w.fsync }
t(:close_read_wonly) { w.close_read }
t(:close_write_wonly) { w.close_write }
t(:closed_after) { w.closed? }
rw = File.open("s.txt", "r+")
t(:close_write_file) { rw.close_write }
t(:close_read_file) { rw.close_read }
rd = File.open("s.txt")
t(:close_write_rdonly) { rd.close_write }
t(:close_read_rdonly) { [rd.close_read, rd.closed?] }
t(:close_read_again) { rd.close_read }
r, w = IO.pipe
t(:pipe_close_write) { w.close_write; [w.closed?] }
t(:pipe_read_after) { r.read }
t(:pipe_close_read) { [r.close_read, r.closed?] }
t(:pipe_write_closed) { w.write "x" }
d = File.open("s.txt")
d.gets
e = d.dup
t(:dup_class) { e.class }
t(:dup_fileno) { e.fileno != d.fileno }
t(:dup_pos) { e.pos }
t(:dup_gets) { e.gets }
t(:dup_lineno) { [d.lineno, e.lineno] }
e.close
t(:orig_open) { [d.closed?, d.gets] }
t(:clone) { c = d.clone; r = [c.class, c.closed?]; c.close; r }
g = File.open("other.txt", "w")
t(:reopen_io) { g.reopen(d); [g.class, g.path, g.read] }
t(:reopen_path) { g.reopen("s.txt"); [g.gets, g.lineno] }
t(:reopen_mode) { g.reopen("s.txt", "r+"); g.gets }
t(:reopen_missing) { g.reopen("missing.txt") }
t(:reopen_closed) { x = File.open("s.txt"); x.close; g.reopen(x) }
t(:reopen_bad) { g.reopen(5) }
t(:reopen_to_closed) { x = File.open("s.txt"); x.close; x.reopen("s.txt"); x.gets }
t(:dup_closed) { x = File.open("s.txt"); x.close; x.dup }
d.close
t(:stdout_reopen) {
  saved = $stdout.dup
  $stdout.reopen("out.txt", "w")
  puts "to file"
  $stdout.flush
  $stdout.reopen(saved)
  File.read("out.txt")
}
