# WEBrick with :MaxClients => 1: the first connection's "close:" line is
# logged before the second connection is accepted (1.8.7's accept is a
# thread switch point)
require 'webrick'
require 'socket'
$stdout.sync = true
out = []
logger = WEBrick::Log.new(out, WEBrick::Log::DEBUG)
s = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1", :Logger => logger,
                            :AccessLog => [], :MaxClients => 1)
s.mount_proc("/") {|req, res| res.body = "hi" }
port = s.listeners[0].addr[1]
th = Thread.new { s.start }
a = TCPSocket.new("127.0.0.1", port)
b = TCPSocket.new("127.0.0.1", port)
a.write "GET / HTTP/1.0\r\n\r\n"; puts a.read.split("\r\n").first
b.write "GET / HTTP/1.0\r\n\r\n"; puts b.read.split("\r\n").first
s.shutdown
th.join
ports = {}
out.each {|l| puts l.sub(/^\[.*?\] /, "").sub(/:(\d+)$/) { ":port#{ports[$1] ||= ports.size + 1}" } if l =~ /accept:|close:|invoked/ }
