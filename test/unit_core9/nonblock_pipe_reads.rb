# a pipe made non-blocking by read_nonblock, with no other Ruby thread:
# getc, gets and readpartial wait for data (another process writes it);
# read(len) and read return what came before EAGAIN, or raise it
require "helper"
def later(w, s)
  pid = fork { sleep 0.3; w.write s; exit! 0 }
  yield
ensure
  Process.wait(pid)
end
r, w = IO.pipe
r.read_nonblock(1) rescue nil
show("read(1) empty") { r.read(1) }
show("read empty") { r.read }
show("sysread empty") { r.sysread(1) }
show("gets(nil) empty") { r.gets(nil) }
show("eof? empty") { r.eof? }
show("gets waits") { later(w, "line\n") { r.gets } }
show("getc waits") { later(w, "c") { r.getc } }
show("readpartial waits") { later(w, "part") { r.readpartial(10) } }
show("gets para waits") { later(w, "p\n\n") { r.gets("") } }
w.write "ab"; w.flush
show("read(5) partial") { r.read(5) }
w.write "cd"; w.flush
show("read(1), read(3)") { [r.read(1), r.read(3)] }
w.write "ef"; w.flush
show("read all partial") { r.read }
show("then read(1)") { r.read(1) }
