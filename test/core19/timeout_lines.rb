# the lines of timeout.rb in backtraces (folders stripped) are 1.8.7's:
# the critical check, the watcher's start, sleep and raise, the yield, the
# global timeout's call
require 'timeout'
def bt(e); e.backtrace.map { |l| l.sub(/^.*\//, '') }; end
begin; Thread.critical = true; Timeout.timeout(1) { }; rescue Exception => e; Thread.critical = false; p e, bt(e); end
begin; Timeout.timeout(-1) { sleep 1 }; rescue Exception => e; p e, bt(e); end
begin; timeout(0.05) { begin; sleep 1; rescue Exception => e; p bt(e); raise; end }; rescue Exception => e; p e, bt(e); end
begin; timeout(0.05) { sleep 1 }; rescue Exception => e; p e, bt(e); end
begin; Timeout.timeout(0.1) { Timeout.timeout(0.05) { begin; sleep 1; rescue Exception => e; p bt(e); raise; end } }; rescue Exception => e; p e, bt(e); end
begin; Timeout.timeout(1) { raise "x" }; rescue Exception => e; p e, bt(e); end
begin; Timeout.timeout(1) { Timeout.timeout(1) { raise "x" } }; rescue Exception => e; p e, bt(e); end
p Timeout.method(:timeout).arity
