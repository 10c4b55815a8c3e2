# the interpreter's own ext/ sources (etc, digest and its algorithms, zlib,
# strscan, stringio, io/wait, fcntl), each built out of tree from its
# extconf.rb by the installed ruby against the installed headers, installed
# with make install DESTDIR=..., then loaded from there and used; expected
# output: the same program on 1.8.7's own (built-in) extensions
require "fixtures/ext3"
if Ext3.headers?
  exts = %w[etc digest digest/md5 digest/sha1 digest/sha2 digest/rmd160 digest/bubblebabble
            zlib strscan stringio io/wait fcntl]
  dirs = exts.map {|e| Ext3.build_own(e) or exit 1 }
  # after the library folder holding digest.rb (which requires digest.so),
  # before the interpreter's own extensions
  lib = $:.index {|d| File.exist?(File.join(d, "digest.rb")) }
  $:.insert(lib ? lib + 1 : 0, dirs.first)
end
require 'etc'
require 'digest/md5'
require 'digest/sha1'
require 'digest/sha2'
require 'digest/rmd160'
require 'digest/bubblebabble'
require 'zlib'
require 'strscan'
require 'stringio'
require 'io/wait'
require 'fcntl'
if Ext3.headers?   # each came from the fresh build, none from the install
  here = $".grep(/\.so\z/).map {|f| [f, $:.map {|d| File.join(d, f) }.find {|p| File.exist?(p) }] }
  bad = here.select {|f, p| p && p.index(File.expand_path("ext-inst")) != 0 }   # built-ins have no file
  puts "loaded elsewhere: #{bad.inspect}" unless bad.empty?
end
p Etc.getpwuid(0).name, Etc.getgrgid(0).name
p Digest::MD5.hexdigest("abc"), Digest::SHA1.hexdigest("abc")
p Digest::SHA256.hexdigest("abc"), Digest::SHA512.hexdigest("")[0, 32], Digest::RMD160.hexdigest("abc")
p Digest::SHA1.new.update("a").update("bc").to_s, Digest.bubblebabble("abc")
p Digest::MD5.file(__FILE__).hexdigest == Digest::MD5.hexdigest(File.read(__FILE__))
z = Zlib::Deflate.deflate("hello " * 100)
p z.size < 60, Zlib::Inflate.inflate(z) == "hello " * 100, Zlib.crc32("abc"), Zlib.adler32("abc")
io = StringIO.new
gz = Zlib::GzipWriter.new(io); gz.write("gzipped"); gz.close
p Zlib::GzipReader.new(StringIO.new(io.string)).read
s = StringScanner.new("3 apples, 12 pears")
p [s.scan(/\d+/), s.scan(/\s+/), s.scan(/\w+/), s.pos, s.rest]
sio = StringIO.new("one\ntwo\n")
p [sio.gets, sio.read, sio.eof?]
r, w = IO.pipe
p r.ready?
w.write "x"; w.flush
p r.ready?, r.read(1)
p Fcntl::F_GETFL, Fcntl::O_NONBLOCK & Fcntl::O_NONBLOCK != 0
