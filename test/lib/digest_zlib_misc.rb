# pure-Ruby digest and zlib: SHA256 of a longer message, MD5 of two
# blocks, deflate round trips at every level, gzip header fields.
require 'digest/md5'
require 'digest/sha2'
require 'zlib'
p Digest::SHA256.hexdigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
p Digest::MD5.hexdigest("a" * 64)
p Digest::SHA256.new.digest_length
data = "the quick brown fox jumps over the lazy dog " * 40
(0..9).each do |level|
  z = Zlib::Deflate.deflate(data, level)
  print level, ":", Zlib::Inflate.inflate(z) == data, " "
end
puts
p Zlib.crc32("The quick brown fox jumps over the lazy dog")
p Zlib.adler32("Wikipedia")
Zlib::GzipWriter.open("x.gz") { |gz| gz.mtime = 1000; gz.write("abc") }
Zlib::GzipReader.open("x.gz") { |gz| p gz.mtime.to_i; p gz.read }
File.unlink("x.gz")
