$stdout.sync = true
require "thwait"
p ThreadsWait.instance_methods(false).sort, ThreadsWait.constants.sort, ThreadsWait::RCS_ID
t1 = Thread.new{ sleep 0.3; 1 }; t2 = Thread.new{ 2 }
w = ThreadsWait.new(t1, t2); p w.threads.size, w.empty?
x = w.next_wait; p x == t2, x.value
p w.finished?
r=[]; w.all_waits{|t| r << t.value}; p r, w.empty?
p((w.next_wait rescue [$!.class, $!.message]))
w.join(Thread.new{3}); p w.threads.size
w2 = ThreadsWait.new(Thread.new{sleep 0.5}); p((w2.next_wait(true) rescue [$!.class, $!.message]))
p ThreadsWait.all_waits(Thread.new{4}){|t| p t.value}
p ThreadsWait::ErrNoWaitingThread.superclass, ThreadsWait.ancestors, ThWait
$stderr = $stdout
ENV['IMPORTED_X'] = 'one'
v, $VERBOSE = $VERBOSE, nil; require "importenv"; $VERBOSE = v
p $IMPORTED_X, $TZ
$IMPORTED_X = "two"; p ENV['IMPORTED_X']
$NOT_IN_ENV_Q = 1; p ENV['NOT_IN_ENV_Q']
$IMPORTED_X = nil; p ENV.key?('IMPORTED_X')
