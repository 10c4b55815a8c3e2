# OpenSSL::HMAC and OpenSSL::Random.  Expected output: fixtures/ref_hmac_random.rb
# on the oracle (HMAC computed in Ruby over the oracle's Digest; see
# fixtures/record-ref).
require "openssl"
require "helper"

KEYS = ["key", "", "k" * 64, "K" * 200]
DATA = ["", "The quick brown fox jumps over the lazy dog", "x" * 300]
%w(MD5 SHA1 SHA256 SHA384 SHA512).each {|name|
  KEYS.each {|k|
    DATA.each {|d|
      h = OpenSSL::HMAC.new(k, OpenSSL::Digest.const_get(name).new)
      d.scan(/.{1,7}/m) {|part| h << part }
      one = OpenSSL::HMAC.hexdigest(OpenSSL::Digest.new(name), k, d)
      puts "#{name} #{k.size} #{d.size}: #{one} #{h.hexdigest == one} #{h.digest == OpenSSL::HMAC.digest(name, k, d)}"
    }
  }
}
h = OpenSSL::HMAC.new("key", "sha1")
h.update("abc")
c = h.clone
c.update("def")
puts h.hexdigest, h.to_s, h.inspect, c.hexdigest
h.reset
puts h.hexdigest
h << "abcdef"
puts h.hexdigest == c.hexdigest
show("HMAC bad digest") { OpenSSL::HMAC.new("k", "nope") }
show("HMAC args") { OpenSSL::HMAC.new("k") }
show("HMACError") { OpenSSL::HMACError.superclass }

r = OpenSSL::Random.random_bytes(16)
show("random_bytes") { [r.class, r.size, OpenSSL::Random.random_bytes(0), OpenSSL::Random.pseudo_bytes(3).size] }
show("differ") { OpenSSL::Random.random_bytes(16) != r }
show("seed") { OpenSSL::Random.seed("entropy") }
show("random_add") { OpenSSL::Random.random_add("entropy", 1.0) }
show("status?") { OpenSSL::Random.status? }
show("negative") { OpenSSL::Random.random_bytes(-1) }
# the message is the library's reason (OpenSSL 3: "Cannot open file")
show("load missing") { begin; OpenSSL::Random.load_random_file("/nonexistent/file"); rescue => e; e.class; end }
show("RandomError") { OpenSSL::Random::RandomError.superclass }
