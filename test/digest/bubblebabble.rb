# Bubble Babble encoding: Digest.bubblebabble, Class.bubblebabble, #bubblebabble
require "helper"
require 'digest/bubblebabble'
require 'digest/md5'
require 'digest/sha1'
["", "1234567890", "Pineapple", "a", "ab", "\xff" * 7].each do |s|
  show(s.inspect) { Digest.bubblebabble(s) }
end
show("MD5.bubblebabble") { Digest::MD5.bubblebabble("x") }
show("SHA1#bubblebabble") { Digest::SHA1.new.bubblebabble }
show("MD5#bubblebabble") { Digest::MD5.new.update("a").bubblebabble }
show("3") { Digest.bubblebabble(3) }
show("no arg") { Digest::MD5.bubblebabble }
