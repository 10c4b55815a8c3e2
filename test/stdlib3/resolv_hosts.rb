# Resolv::Hosts on a hosts file written here, and Resolv combining resolvers
require "helper"
require "resolv"

File.open("hosts", "w") {|f|
  f.puts "# comment line"
  f.puts "127.0.0.1\tlocalhost loopback   # trailing comment"
  f.puts "10.0.0.1 alpha.example.com alpha"
  f.puts "10.0.0.2 beta.example.com"
  f.puts "10.0.0.3 alpha.example.com"
  f.puts "::1 localhost ip6-localhost"
  f.puts "fe80::1%lo0 scoped"
  f.puts ""
  f.puts "   "
  f.puts "bad"
}
h = Resolv::Hosts.new("hosts")
show(:getaddress) { h.getaddress("alpha") }
show(:getaddress_case) { h.getaddress("ALPHA.example.com") }
show(:getaddresses) { h.getaddresses("alpha.example.com") }
show(:localhost) { h.getaddresses("localhost") }
show(:getname) { h.getname("10.0.0.1") }
show(:getnames) { h.getnames("127.0.0.1") }
show(:getnames6) { h.getnames("::1") }
show(:scoped) { h.getaddress("scoped") }
show(:bad) { h.getaddress("bad") }
show(:missing) { h.getaddress("gamma") }
show(:missing_name) { h.getname("10.9.9.9") }
show(:each_address) { r = []; h.each_address("alpha") {|a| r << a }; r }
show(:each_name) { r = []; h.each_name("10.0.0.1") {|a| r << a }; r }
show(:no_file) { Resolv::Hosts.new("nonexistent").getaddresses("localhost") }
show(:default) { Resolv::Hosts::DefaultFileName }
r = Resolv.new([Resolv::Hosts.new("hosts")])
show(:resolv_getaddress) { r.getaddress("beta.example.com") }
show(:resolv_getaddresses) { r.getaddresses("alpha") }
show(:resolv_getname) { r.getname("10.0.0.2") }
show(:resolv_getnames) { r.getnames("127.0.0.1") }
show(:resolv_missing) { r.getaddress("gamma") }
show(:resolv_missing_name) { r.getname("10.9.9.9") }
show(:resolv_each_address) { a = []; r.each_address("alpha") {|x| a << x }; a }
show(:resolv_each_name) { a = []; r.each_name("::1") {|x| a << x }; a }
r2 = Resolv.new([Resolv::Hosts.new("nonexistent"), Resolv::Hosts.new("hosts")])
show(:chain) { r2.getaddresses("alpha") }
show(:default_resolver) { Resolv::DefaultResolver.class }
show(:ipv4_name) { r.getname(Resolv::IPv4.create("10.0.0.2").to_s) }
File.open("hosts2", "w") {|f| f.puts "10.0.0.1 a b\n10.0.0.1 c\n10.0.0.2 a\n" }
h2 = Resolv::Hosts.new("hosts2")
show(:dup_names) { h2.getnames("10.0.0.1") }
show(:dup_addrs) { [h2.getaddresses("a"), h2.getaddress("a")] }
