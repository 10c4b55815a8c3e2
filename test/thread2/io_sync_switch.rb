# 1.8.7's switch points in IO writes while other threads exist: a sync
# write waits for writability twice (its flush, then the write(2)), a flush,
# fsync and syswrite once, `p` once (it flushes $stdout); a buffered write
# and a write to unbuffered $stderr never switch
def run(name)
  log = []
  t = Thread.new { log << :a; yield; log << :b; yield; log << :c }
  6.times { |i| log << i; Thread.pass }
  t.join
  $stderr.puts name + ": " + log.join(" ")
end
$stdout = File.open("stdout.txt", "w")   # p flushes it; nothing shows
r, w = IO.pipe
reader = Thread.new { loop { r.sysread(100000) } }
run("sync <<") { w << "a" }
run("sync empty") { w << "" }
run("sync puts") { w.puts "x" }
run("sync big") { w << "a" * 10000 }  # PIPE_BUF chunks
w.sync = false
run("buffered") { w << "a" }
run("buffered big") { w << "a" * 20000 }
run("flush") { w.flush }
run("syswrite") { w.syswrite "" }
f = File.open("x.txt", "w")
run("fsync") { f.fsync }
f.sync = true
run("file sync big") { f << "a" * 10000 }  # one write(2)
run("p") { p 1 }
run("puts") { puts 1 }
run("stderr") { $stderr.print "" ; $stderr.write "" }
reader.kill
