# Process::Status: the predicates, & and >> convert the status object itself
# with to_int (a redefined one too), so an allocated one raises 1.8.7's
# "to_int should return Integer"; >> shifts a long by the count's low six
# bits.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
s = Process::Status.allocate
%w(to_i pid inspect exitstatus exited? success? stopped? stopsig signaled? termsig coredump?).each { |m| t(m) { s.send(m) } }
t(:eq) { s == 0 }
t(:eq_nil) { s == nil }
t(:and) { s & 1 }
t(:shift) { s >> 1 }
fork { exit 2 }
Process.wait
st = $?
t(:shifts) { [1, 8, 9, 31, 32, 33, 36, 63, 64, 65, 100, -1, -60, -64].map { |n| st >> n } }
t(:and_neg) { st & -1 }
t(:shift_nil) { st >> nil }
t(:and_str) { st & "x" }
t(:marshal) { x = Marshal.load(Marshal.dump(st)); [x.class, x.exitstatus, x.pid == st.pid, x == st] }
class Process::Status
  def to_int; 7; end
end
t(:redefined) { [st.exitstatus, st.success?, st.to_i, st & 3, st >> 1, st.signaled?, st.termsig, st.inspect.sub(/\d+/, "")] }
t(:allocated_redefined) { [s.exitstatus, s & 3, s >> 1] }
t(:allocated_inspect) { s.inspect }
