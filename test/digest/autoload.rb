# Digest::NAME loads its library on first use; unknown names fail as 1.8.7
require "helper"
require 'digest'
show("constants") { Digest.constants.sort }
show("SHA1") { Digest::SHA1.hexdigest("abc") }
show("SHA512") { Digest::SHA512.new.digest_length }
show("SHA384") { Digest::SHA384.name }
show("RMD160") { Digest::RMD160.new }
show("MD5") { Digest::MD5.new.block_length }
show("Foo") { Digest::Foo }
show("Bubblebabble") { Digest::Bubblebabble }
show("loaded") { $".grep(/digest/).sort }
show("constants after") { Digest.constants.sort }
