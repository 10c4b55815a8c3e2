# SHA1, SHA256, SHA512 and RMD160 of 4 MB each (digest in C)
require 'digest/sha1'
require 'digest/sha2'
require 'digest/rmd160'
data = "0123456789abcdef" * 262_144
[Digest::SHA1, Digest::SHA256, Digest::SHA512, Digest::RMD160].each { |k| puts k.hexdigest(data) }
