# Digest::MD5 across block boundaries (the unrolled compression function):
# every length 0..200, updates in uneven pieces, and binary bytes
require "digest/md5"
s = ""
(0..200).each { |n| s << Digest::MD5.hexdigest((0...n).map { |i| (i * 7 + n) % 256 }.pack("C*"))[0, 6] }
puts Digest::MD5.hexdigest(s)
d = Digest::MD5.new
data = (0...5000).map { |i| (i * 31) % 256 }.pack("C*")
pos = 0
[1, 63, 64, 65, 127, 0, 3, 1000, 200].each { |k| d.update(data[pos, k]); pos += k }
d << data[pos..-1]
puts d.hexdigest, Digest::MD5.hexdigest(data)
puts Digest::MD5.hexdigest("\377" * 1_000_003)
puts Digest::MD5.digest("abc").unpack("V*").inspect
