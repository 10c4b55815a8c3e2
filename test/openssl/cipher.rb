# OpenSSL::Cipher.  Expected output: fixtures/ref_cipher.rb on the oracle,
# which derives keys in Ruby (EVP_BytesToKey over the oracle's MD5/SHA1)
# and encrypts with the openssl command (see fixtures/record-ref).
require "openssl"
require "helper"

KEY = (0..31).map {|i| (i * 7 + 1).chr }.join
IV = (0..15).map {|i| (200 - i).chr }.join
TEXTS = ["a", "0123456789abcdef", "The quick brown fox jumps over the lazy dog"]
%w(AES-128-CBC AES-192-CBC AES-256-CBC AES-128-ECB AES-256-CFB AES-128-OFB
   AES-128-CTR DES-EDE3-CBC).each {|name|
  c = OpenSSL::Cipher.new(name)
  puts [c.name, c.key_len, c.iv_len, c.block_size].inspect
  TEXTS.each {|t|
    c.encrypt
    c.key = KEY
    c.iv = IV if c.iv_len > 0
    e = c.update(t) + c.final
    d = OpenSSL::Cipher.new(name)
    d.decrypt
    d.key = KEY
    d.iv = IV if d.iv_len > 0
    back = ""
    e.scan(/.{1,5}/m) {|part| back << d.update(part) }
    back << d.final
    puts "#{name} #{t.size}: #{e.unpack('H*')[0]} #{back == t}"
  }
}

# the algorithms of OpenSSL 3's legacy provider, as 1.8.7 had them
%w(BF-CBC CAST5-CBC DES-CBC RC2-CBC RC4).each {|name|
  c = OpenSSL::Cipher.new(name)
  c.encrypt
  c.key = KEY
  c.iv = IV if c.iv_len > 0
  e = c.update(TEXTS[2]) + c.final
  d = OpenSSL::Cipher.new(name)
  d.decrypt
  d.key = KEY
  d.iv = IV if d.iv_len > 0
  puts "#{name} #{c.key_len} #{c.iv_len}: #{e.unpack('H*')[0]} #{d.update(e) + d.final == TEXTS[2]}"
}
puts OpenSSL::Cipher::BF.new("CBC").name, OpenSSL::Cipher::DES.new("CBC").name, OpenSSL::Cipher::RC4.new.name

c = OpenSSL::Cipher.new("AES-128-CBC")
c.encrypt
c.padding = 0
c.key = KEY
c.iv = IV
puts (c.update("0123456789abcdef" * 2) + c.final).unpack("H*")
c.reset
# the reason differs by library (0.9.8: "data not multiple of block length")
show("no padding, partial") { begin; c.update("abc"); c.final; rescue => e; e.class; end }

[["secret", "saltsalt", 2048, "MD5"], ["secret", "saltsalt", 1, "MD5"],
 ["pass", nil, 1, "MD5"], ["pass", "12345678", 10, "SHA1"]].each {|pass, salt, iter, md|
  c = OpenSSL::Cipher.new("AES-256-CBC")
  c.encrypt
  r = c.pkcs5_keyivgen(pass, salt, iter, md)
  puts "keyivgen #{pass} #{salt.inspect} #{iter} #{md}: #{(c.update('data to hide') + c.final).unpack('H*')[0]} #{r.inspect}"
}
c = OpenSSL::Cipher.new("DES-EDE3-CBC")
c.encrypt
c.pkcs5_keyivgen("pass", "saltsalt")
puts (c.update("abc") + c.final).unpack("H*")

d = OpenSSL::Cipher.new("AES-128-CBC")
d.decrypt
d.key = "k" * 16
d.iv = "i" * 16
show("bad decrypt") { d.update(["5ce35bd2a0a7bffc27fa8cb2b9a5c7d8"].pack("H*")); d.final }
d.reset
show("wrong final block length") { d.update("short"); d.final }
show("empty update") { d.update("") }
show("short key") { d.key = "k" * 15 }
show("short iv") { d.iv = "i" * 8 }
show("unknown") { OpenSSL::Cipher.new("NOPE-1") }
show("short salt") { d.pkcs5_keyivgen("p", "salt") }
show("update nil") { d.update(nil) }
show("CipherError") { OpenSSL::Cipher::CipherError.superclass }
show("AES 128 CBC") { OpenSSL::Cipher::AES.new(128, :CBC).name }
show("AES 256 ECB") { OpenSSL::Cipher::AES.new("256-ECB").name }
show("AES256") { OpenSSL::Cipher::AES256.new("CFB").name }
show("AES128 nil") { OpenSSL::Cipher::AES128.new(nil).name }
show("BF") { OpenSSL::Cipher::DES.new("EDE3", "CBC").name }
show("Cipher::Cipher") { [OpenSSL::Cipher::Cipher.superclass, OpenSSL::Cipher::Cipher.new("aes-128-cbc").name] }
c = OpenSSL::Cipher.new("AES-192-CBC")
c.encrypt
show("random_key") { [c.random_key.size, c.random_iv.size] }
show("ciphers") { l = OpenSSL::Cipher.ciphers; [l.class, l.include?("aes-128-cbc"), l.all? {|x| x.class == String }] }
show("clone") {
  c = OpenSSL::Cipher.new("AES-128-ECB"); c.encrypt; c.key = KEY
  a = c.update("x" * 20); d = c.clone
  [(a + c.final).unpack("H*")[0] == (a + d.final).unpack("H*")[0]]
}
$stderr = $stdout
c = OpenSSL::Cipher::Cipher.new("AES-128-CBC")
c.encrypt("password")
e = c.update("old style") + c.final
c = OpenSSL::Cipher::Cipher.new("AES-128-CBC")
c.decrypt("password")
show("old style") { c.update(e) + c.final }
