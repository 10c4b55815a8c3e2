# Digest::SHA2 (digest/sha2.rb) over SHA256/384/512
require "helper"
require 'digest/sha2'
s = Digest::SHA2.new
show("new") { s }
show("384") { Digest::SHA2.new(384) }
show("512 lengths") { d = Digest::SHA2.new(512); [d.block_length, d.digest_length, d.length] }
show("256 lengths") { [s.block_length, s.digest_length] }
show("100") { Digest::SHA2.new(100) }
show("str") { Digest::SHA2.new("x") }
show("update") { s.update("a").hexdigest }
show("<<") { (s << "b").to_s }
show("dup") { t = s.dup; t << "c"; [t.hexdigest, s.hexdigest] }
show("==") { s == s.dup }
show("class hexdigest") { Digest::SHA2.hexdigest("abc") }
show("class digest 384") { Digest::SHA2.digest("a", 384).size }
show("reset") { s.reset.hexdigest }
show("digest!") { s << "x"; [s.digest!.size, s.hexdigest] }
show("ancestors") { Digest::SHA2.ancestors }
show("sha256 ancestors") { Digest::SHA256.ancestors }
show("methods") { Digest::SHA2.instance_methods(false).sort }
