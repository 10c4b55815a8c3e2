# digests of files: Class.file and Instance#file
require "helper"
require 'digest/md5'
require 'digest/sha1'
File.open("data.bin", "wb") { |f| f.write((0...40000).map { |i| (i % 256).chr }.join) }
show("MD5.file") { Digest::MD5.file("data.bin").hexdigest }
show("SHA1#file") { Digest::SHA1.new.update("x").file("data.bin").to_s }
show("same as string") { Digest::MD5.file("data.bin") == Digest::MD5.hexdigest(File.open("data.bin", "rb") { |f| f.read }) }
show("missing") { Digest::MD5.file("no-such-file") }
show("dir") { Digest::MD5.new.file(".") }
File.unlink("data.bin")
