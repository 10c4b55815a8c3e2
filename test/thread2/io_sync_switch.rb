# 1.8.7's switch points in IO writes while other threads exist: a sync
# write waits for writability twice (its flush, then the write(2)), a flush,
# fsync and syswrite once, `p` once (it flushes $stdout); a buffered write
# and a write to unbuffered $stderr never switch
# Each pipe run writes to a pipe of its own, empty at the start, with a
# reader of its own (so no write finds the pipe full, whatever the reader
# has drained).
require "helper"   # fresh_slice, agreed
def run(name, sync = nil, prefill = nil)
  log = agreed do
    w = pipe(sync) unless sync.nil?
    w << prefill if prefill
    log = []
    t = Thread.new { log << :a; yield w; log << :b; yield w; log << :c }
    6.times { |i| log << i; Thread.pass }
    t.join
    log
  end
  $stderr.puts name + ": " + log.join(" ")
end
$stdout = File.open("stdout.txt", "w")   # p flushes it; nothing shows
$pipes = []
# a new pipe whose reader waits for data; the last pipe's reader is killed
def pipe(sync)
  if (last = $pipes.last)
    last[2].kill
    last[2].join
  end
  r, w = IO.pipe
  w.sync = sync
  reader = Thread.new { loop { r.sysread(100000) } }
  Thread.pass until reader.stop?
  $pipes << [r, w, reader]
  w
end
run("sync <<", true) { |w| w << "a" }
run("sync empty", true) { |w| w << "" }
run("sync puts", true) { |w| w.puts "x" }
run("sync big", true) { |w| w << "a" * 10000 }  # PIPE_BUF chunks
run("buffered", false) { |w| w << "a" }
run("buffered big", false) { |w| w << "a" * 20000 }
run("flush", false, "a") { |w| w.flush }
run("syswrite", false) { |w| w.syswrite "" }
f = File.open("x.txt", "w")
run("fsync") { f.fsync }
f.sync = true
run("file sync big") { f << "a" * 10000 }  # one write(2)
run("p") { p 1 }
run("puts") { puts 1 }
run("stderr") { $stderr.print "" ; $stderr.write "" }
$pipes.last[2].kill
