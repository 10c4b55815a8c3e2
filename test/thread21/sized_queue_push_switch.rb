# a SizedQueue#push that wakes a thread waiting in pop switches to it
# before the pusher's next line (three threads: order set by a pipe read)
require 'thread'
$stdout.sync = true
q = SizedQueue.new(1)
q.push nil
r, w = IO.pipe
srv = Thread.new { q.pop; $stdout << "srv pop\n"; q.pop; $stdout << "srv popped\n" }
wk = Thread.new { $stdout << "wk read\n"; r.read(1); $stdout << "wk push\n"; q.push(nil); $stdout << "close\n"; $stdout << "wk end\n" }
$stdout << "main\n"
w.write "x"
$stdout << "main joins\n"
wk.join
srv.join
$stdout << "done\n"
