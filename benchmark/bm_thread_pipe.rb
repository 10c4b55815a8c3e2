# bm_thread_pipe.rb - one thread writes a pipe a byte at a time, another
# reads it a byte at a time (the descriptor waits of green threads)
n = 0
r, w = IO.pipe
t = Thread.new { n += 1 while r.read(1) }
50_000.times { w.write("a") }
w.close
t.join
p n
