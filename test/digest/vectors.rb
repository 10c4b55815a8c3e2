# the published test vectors of each algorithm, hexdigest and digest sizes
require 'digest/md5'
require 'digest/sha1'
require 'digest/sha2'
require 'digest/rmd160'
msgs = ["", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "A" * 64, "12345678901234567890123456789012345678901234567890123456789012345678901234567890"]
[Digest::MD5, Digest::SHA1, Digest::SHA256, Digest::SHA384, Digest::SHA512, Digest::RMD160].each do |k|
  puts k.name
  msgs.each { |m| puts "  " + k.hexdigest(m) }
  puts "  a*1000000 " + k.hexdigest("a" * 1_000_000)
  p [k.digest("abc").size, k.new.digest_length, k.new.block_length]
end
