# MD5 of 10 MB (digest/md5 in C)
require 'digest/md5'
data = "0123456789abcdef" * 655_360
puts Digest::MD5.hexdigest(data)
