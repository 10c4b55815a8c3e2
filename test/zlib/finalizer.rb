# the warnings 1.8.7 prints for the deflate streams and GzipWriters still
# unfinished at exit (after the at_exit blocks)
require "zlib"
require "stringio"
$stderr.sync = $stdout.sync = true
at_exit { puts "at_exit block" }
fresh = Zlib::Deflate.new
fed = Zlib::Deflate.new
fed << "data"
done = Zlib::Deflate.new
done.deflate("data", Zlib::FINISH)
inflating = Zlib::Inflate.new
inflating << Zlib::Deflate.deflate("abc" * 1000)[0, 20]
writer = Zlib::GzipWriter.new(StringIO.new(""))
closed_writer = Zlib::GzipWriter.new(StringIO.new(""))
closed_writer.write "x"
closed_writer.close
puts "end of script"
