# a write to a pipe goes through the scheduler first when other threads
# exist (1.8.7: once per chunk of a large write); a regular file does not
r, w = IO.pipe
log = []
b = Thread.new { 3.times { log << :b; Thread.pass } }
log << :write
w.write("x" * 5000)
log << :written
w.flush
log << :flushed
b.join
p log
p r.read(5000).size
log = []
w2 = File.open("out.txt", "w")
b = Thread.new { 3.times { log << :b; Thread.pass } }
log << :fwrite
w2.write("z" * 10000)
log << :fwritten
w2.close
log << :closed
b.join
p log
