# Resolv's public API as 1.8.7's (no UnconnectedUDP.bind_host)
require 'fixtures/apilist'
api_listing('resolv', /Requester|Resolv::DNS$/)
p Resolv::IPv4::Regex =~ "10.1.2.3", Resolv::IPv6.create("::1").to_s
h = Resolv::Hosts.new("hosts")
File.open("hosts", "w") { |f| f.puts "127.0.0.1 localhost lh", "::1 localhost6" }
p h.getaddresses("lh"), h.getname("::1")
