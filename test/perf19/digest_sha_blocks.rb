# Digest::SHA1/SHA256/SHA384/SHA512/RMD160 across block boundaries (the
# SHA extensions' path on CPUs that have them, the unrolled C elsewhere):
# every length 0..300, updates in uneven pieces, binary bytes, a long input
require "digest/sha1"
require "digest/sha2"
require "digest/rmd160"
[Digest::SHA1, Digest::SHA256, Digest::SHA384, Digest::SHA512, Digest::RMD160].each do |k|
  s = ""
  (0..300).each { |n| s << k.hexdigest((0...n).map { |i| (i * 7 + n) % 256 }.pack("C*"))[0, 6] }
  puts "#{k}: #{k.hexdigest(s)}"
  d = k.new
  data = (0...5000).map { |i| (i * 31) % 256 }.pack("C*")
  pos = 0
  [1, 63, 64, 65, 127, 128, 129, 0, 3, 1000, 200].each { |c| d.update(data[pos, c]); pos += c }
  d << data[pos..-1]
  puts d.hexdigest, k.hexdigest(data), k.hexdigest("\377" * 1_000_003)
  puts k.digest("abc").unpack("N*").inspect
  c = d.clone
  c << "more"
  puts [d.hexdigest == k.hexdigest(data), c.hexdigest == k.hexdigest(data + "more")].inspect
end
