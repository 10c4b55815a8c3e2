# Process::Status: the predicates, & and >> convert the status object itself
# with to_int (a redefined one too), so an allocated one raises 1.8.7's
# "to_int should return Integer"; >> shifts a long by the count's low six
# bits.
require "helper"
s = Process::Status.allocate
%w(to_i pid inspect exitstatus exited? success? stopped? stopsig signaled? termsig coredump?).each { |m| show(m) { s.send(m) } }
show(:eq) { s == 0 }
show(:eq_nil) { s == nil }
show(:and) { s & 1 }
show(:shift) { s >> 1 }
fork { exit 2 }
Process.wait
st = $?
show(:shifts) { [1, 8, 9, 31, 32, 33, 36, 63, 64, 65, 100, -1, -60, -64].map { |n| st >> n } }
show(:and_neg) { st & -1 }
show(:shift_nil) { st >> nil }
show(:and_str) { st & "x" }
show(:marshal) { x = Marshal.load(Marshal.dump(st)); [x.class, x.exitstatus, x.pid == st.pid, x == st] }
class Process::Status
  def to_int; 7; end
end
show(:redefined) { [st.exitstatus, st.success?, st.to_i, st & 3, st >> 1, st.signaled?, st.termsig, st.inspect.sub(/\d+/, "")] }
show(:allocated_redefined) { [s.exitstatus, s & 3, s >> 1] }
show(:allocated_inspect) { s.inspect }
