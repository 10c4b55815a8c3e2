# IO#reopen(path, mode) takes the new mode whole (sync is cleared), without
# a mode the old sync stays, reopen(io) takes the other's; read_nonblock
# served from the buffer does not make the descriptor non-blocking
File.open("t0", "w") { |f| f.write "hello\nworld\n" }
r, w = IO.pipe
p w.sync
w.reopen("t0", "w")
p w.sync
w.sync = true
w.reopen("t0")
p w.sync
w.reopen("t0", "a")
p w.sync
h = File.open("t1", "w")
g = File.open("t1", "w")
g.sync = true
h.reopen(g)
p h.sync
h.reopen(File.open("t0", "r+"))
p h.sync
File.open("t0", "w") { |f| f.write "hello\nworld\n" }
f = File.open("t0", "r+")
p f.readchar
p f.read_nonblock(1)
p f.fcntl(3) & 04000
p f.read_nonblock(100)
p f.fcntl(3) & 04000
p((f.read_nonblock(1) rescue $!))
p f.fcntl(3) & 04000
