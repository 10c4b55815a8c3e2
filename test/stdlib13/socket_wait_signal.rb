# a recv/accept/recv_io waiting alone is ended by a signal's handler (it
# spun and ignored the signal)
require 'socket'
class Woken < StandardError; end
trap("USR1") { raise Woken }
def wake_me
  parent = $$
  pid = fork { sleep 0.3; Process.kill("USR1", parent); exit! 0 }
  begin
    r = yield
  rescue Woken
    r = :woken
  end
  Process.wait(pid)
  r
end
s1, s2 = UNIXSocket.pair
p wake_me { s1.recv(5) }
p wake_me { s1.recvfrom(5) }
p wake_me { s1.recv_io }
path = "/tmp/stdlib13_sock_#{$$}"
begin
  sv = UNIXServer.new(path)
  p wake_me { sv.accept }
ensure
  File.unlink(path) rescue nil
end
s2.write "ok"
p s1.recv(5)
