# XMLRPC::Client against a local HTTP responder: call, call2, faults, proxy, headers
require 'xmlrpc/client'
require 'xmlrpc/server'
require 'socket'
# a one-shot HTTP server answering each POST with the XML-RPC server's response
rpc = XMLRPC::BasicServer.new
rpc.add_handler("add") { |a, b| a + b }
rpc.add_handler("fail") { raise XMLRPC::FaultException.new(3, "no") }
tcp = TCPServer.new("127.0.0.1", 0)
port = tcp.addr[1]
seen = []
th = Thread.new do
  4.times do
    c = tcp.accept
    line = c.gets
    headers = {}
    while (l = c.gets) != "\r\n"
      k, v = l.chomp.split(": ", 2)
      headers[k.downcase] = v
    end
    body = c.read(headers["content-length"].to_i)
    seen << [line.chomp, headers["content-type"], headers["user-agent"], headers["authorization"]]
    resp = rpc.process(body)
    c.write "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: #{resp.size}\r\nConnection: close\r\n\r\n#{resp}"
    c.close
  end
end
client = XMLRPC::Client.new("127.0.0.1", "/RPC2", port)
p client.call("add", 2, 3)
p client.call2("fail")[1].faultString
begin
  client.call("fail")
rescue XMLRPC::FaultException => e
  p [e.faultCode, e.faultString]
end
c2 = XMLRPC::Client.new2("http://me:pw@127.0.0.1:#{port}/x")
p c2.proxy.add(10, 20)
th.join
seen.each { |s| p s }
