# Resolv::DNS::Config#nameserver_port reads the configuration when not yet
# done (a hash or a resolv.conf file) and lists [address, 53] pairs
require 'resolv'
require "helper"
C = Resolv::DNS::Config
File.open("rc", "w") { |f| f.puts "nameserver 1.2.3.4", "nameserver 5.6.7.8 # x", "search a.com b.com", "options ndots:3" }
show(:file) { C.new("rc").nameserver_port }
show(:hash) { C.new(:nameserver => "1.1.1.1").nameserver_port }
show(:list) { C.new(:nameserver => ["1.2.3.4", "::1"]).nameserver_port }
show(:ivars) { c = C.new(:nameserver => "1.1.1.1"); a = c.instance_variables.sort; c.nameserver_port; [a, c.instance_variables.sort] }
show(:single) { [C.new(:nameserver => ["9.9.9.9"]).single?, C.new("rc").single?] }
show(:cands) { c = C.new("rc"); c.lazy_initialize; c.generate_candidates("x").map { |n| n.to_s } }
show(:bad) { C.new(:nameserver => [1]).nameserver_port }
