# lengths around the block and padding boundaries, fed whole and in pieces
require 'digest/md5'
require 'digest/sha1'
require 'digest/sha2'
require 'digest/rmd160'
data = (0...300).map { |i| (i * 37 % 251).chr }.join
[Digest::MD5, Digest::SHA1, Digest::SHA256, Digest::SHA384, Digest::SHA512, Digest::RMD160].each do |k|
  puts k.name
  [55, 56, 57, 63, 64, 65, 111, 112, 113, 119, 120, 127, 128, 129, 255, 256].each do |n|
    whole = k.hexdigest(data[0, n])
    d = k.new
    data[0, n].scan(/.{1,7}/m) { |s| d.update(s) }
    puts "  #{n} #{whole} #{d.hexdigest == whole}"
  end
end
