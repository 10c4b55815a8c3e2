# an SSL connect, accept or read waiting alone (no other thread) is ended
# by a signal's handler: it spun and no signal got through
require 'openssl'
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
p wake_me { OpenSSL::SSL::SSLSocket.new(s1).connect }
s3, s4 = UNIXSocket.pair
ctx = OpenSSL::SSL::SSLContext.new
ctx.key = OpenSSL::PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
ctx.cert = OpenSSL::X509::Certificate.new(File.read("fixtures/server_cert.pem"))
p wake_me { OpenSSL::SSL::SSLSocket.new(s3, ctx).accept }
