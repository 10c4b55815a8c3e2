# OpenSSL::Digest: every algorithm of the list, in one go and by parts.
# The oracle has no openssl: digest.out was recorded by running
# fixtures/ref_digest.rb (the same lines computed with the oracle's Digest
# library) on the oracle; the lines about classes and errors follow 1.8.7's
# openssl extension.
require "openssl"
require "helper"

DATA = ["", "abc", "a" * 1000, "\0\377" * 77]
%w(MD5 SHA1 SHA224 SHA256 SHA384 SHA512 RIPEMD160).each {|name|
  klass = OpenSSL::Digest.const_get(name)
  DATA.each {|s|
    d = klass.new
    s.each_byte {|b| d << b.chr } if s.size < 200
    d.update(s) if s.size >= 200
    puts "#{name} #{s.size}: #{klass.hexdigest(s)} #{d.hexdigest == klass.hexdigest(s)}"
  }
  d = OpenSSL::Digest.new(name, "abc")
  puts [d.name, d.size, d.digest_length, d.digest.size, d.to_s == d.hexdigest].inspect
  puts d.inspect
}

d = OpenSSL::Digest::SHA1.new("ab")
e = d.clone
e << "c"
puts d.hexdigest, e.hexdigest
d.reset
puts d.hexdigest
puts OpenSSL::Digest.hexdigest("SHA256", "abc")
puts OpenSSL::Digest::MD5.digest("abc").unpack("H*")
puts OpenSSL::Digest.new(OpenSSL::Digest::MD5.new("zzz")).hexdigest
show("digest!") { x = OpenSSL::Digest::MD5.new("abc"); [x.hexdigest!, x.hexdigest] }
show("==") { OpenSSL::Digest::MD5.new("abc") == OpenSSL::Digest::MD5.hexdigest("abc") }
show("block_length") { [OpenSSL::Digest::SHA1.new.block_length, OpenSSL::Digest::SHA512.new.block_length] }
show("superclass") { OpenSSL::Digest.superclass }
show("sha1 superclass") { OpenSSL::Digest::SHA1.superclass }
show("error class") { [OpenSSL::Digest::DigestError.superclass, OpenSSL::OpenSSLError.superclass] }
show("unknown") { OpenSSL::Digest.new("NOPE") }
show("two args") { OpenSSL::Digest::SHA1.new("a", "b") }
show("update nil") { OpenSSL::Digest::SHA1.new.update(nil) }
show("Digest::Digest") { [OpenSSL::Digest::Digest.superclass, OpenSSL::Digest::Digest.new("SHA1", "abc").hexdigest] }
# MD4 is in OpenSSL 3's legacy provider, which the extension loads
puts OpenSSL::Digest::MD4.hexdigest("abc"), OpenSSL::Digest::MD4.new("a" * 1000).name
