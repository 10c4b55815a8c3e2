# readbytes, ping, mailread, expect
require "helper"
require "readbytes"
require "ping"
require "mailread"
require "expect"
require "stringio"
require "socket"

r, w = IO.pipe
w.print "abcdefgh"
w.close
show(:readbytes) { r.readbytes(3) }
show(:readbytes_rest) { r.readbytes(10) }
e = (r.readbytes(2) rescue $!)
show(:eof) { [e.class, e.message] }
show(:truncated_class) { [TruncatedDataError.superclass, TruncatedDataError.new("m", "d").data] }
r2, w2 = IO.pipe
w2.print "xyz"
w2.close
begin
  r2.readbytes(5)
rescue TruncatedDataError => t
  show(:truncated) { [t.message, t.data] }
end

server = TCPServer.new("127.0.0.1", 0)
port = server.addr[1]
show(:ping_open) { Ping.pingecho("127.0.0.1", 5, port) }
server.close
show(:ping_refused) { Ping.pingecho("127.0.0.1", 5, port) }
show(:ping_bad_service) { Ping.pingecho("127.0.0.1", 5, "no-such-service-name") }
show(:ping_private) { [Ping.respond_to?(:pingecho), Ping.private_instance_methods.include?("pingecho")] }

File.open("mbox", "w") {|f|
  f.print "From someone Mon Jan 1\nSubject: hello\n  continued\nfrom: a@b\nX-Empty:\nTo: x\nTo: y\nnocolon\n\nbody line 1\nbody line 2\n\nFrom next\nSubject: 2\n\nb2\n"
}
File.open("mbox") {|f|
  m = Mail.new(f)
  show(:header) { m.header.sort }
  show(:body) { m.body }
  show(:fields) { [m["subject"], m["Subject"], m["FROM"], m["none"]] }
  m2 = Mail.new(f)
  show(:second) { [m2.header, m2.body] }
  m3 = Mail.new(f)
  show(:third) { [m3.header, m3.body] }
}
show(:by_name) { Mail.new("mbox").header.size }
show(:stringio) { m = Mail.new(StringIO.new("a: b\n\nx")); [m.header, m.body] }
show(:no_body) { m = Mail.new(StringIO.new("a: b\n")); [m.header, m.body] }

r3, w3 = IO.pipe
w3.print "login: password: prompt$ "
w3.close
show(:expect_string) { r3.expect("login:") }
show(:expect_regexp) { r3.expect(/(pass)(word):/) }
show(:expect_block) { r3.expect("$ ") {|res| res.map {|x| x.upcase } } }
show(:expect_eof) { r3.expect("never") }
r4, w4 = IO.pipe
show(:expect_timeout) { r4.expect("x", 0.1) }
show(:expect_verbose) { $expect_verbose }
w4.print "echo me"
$expect_verbose = true
r4.expect("me")
puts
