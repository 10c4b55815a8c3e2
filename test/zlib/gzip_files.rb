# GzipWriter.open / GzipReader.open on files, and the system's gzip on
# both sides
require "helper"
require "zlib"
text = (1..500).map { |i| "line #{i} of the file\n" }.join
show("open block") { Zlib::GzipWriter.open("t.gz") { |gz| gz.orig_name = "t.txt"; gz.write text; gz.class } }
show("read back") { Zlib::GzipReader.open("t.gz") { |gz| [gz.read == text, gz.orig_name, gz.to_io.class] } }
show("open no block") { g = Zlib::GzipReader.open("t.gz"); v = g.readlines.size; g.close; [v, g.closed?, g.to_io.closed?] rescue $! }
show("gzip -dc") { `gzip -dc t.gz` == text }
show("gzip -l name") { `gzip -dc --name t.gz` .size }
show("open level") { Zlib::GzipWriter.open("t2.gz", 9, Zlib::HUFFMAN_ONLY) { |gz| gz.write "x" * 100 }; File.size("t2.gz") }
File.open("sys.txt", "w") { |f| f.write text }
system("gzip -9 -c sys.txt > sys.txt.gz")
show("system gzip") { Zlib::GzipReader.open("sys.txt.gz") { |gz| [gz.read == text, gz.orig_name, gz.level, gz.os_code, gz.unused] } }
show("system gzip lines") { Zlib::GzipReader.open("sys.txt.gz") { |gz| a = []; gz.each_line { |l| a << l }; [a.size, a[41], gz.lineno, gz.eof?] } }
system("gzip -n -c sys.txt > sys-n.txt.gz")
show("gzip -n") { Zlib::GzipReader.open("sys-n.txt.gz") { |gz| [gz.orig_name, gz.mtime.to_i, gz.read.size] } }
show("open missing") { Zlib::GzipWriter.open("no/such/dir/x.gz") }
show("open no args") { Zlib::GzipReader.open }
show("rewind file") { Zlib::GzipReader.open("sys.txt.gz") { |gz| gz.read(100); gz.rewind; gz.gets } }
File.open("both.gz", "wb") { |f| f.write File.read("t.gz"); f.write File.read("sys-n.txt.gz") }
show("gzip -dc two members") { `gzip -dc both.gz`.size }
