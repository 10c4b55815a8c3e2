# rdoc on C: global functions are read after the other methods (their
# progress and "No definition" warnings come last, as rdoc 1.0's); a
# function without a comment is left out with a warning
require 'rdoc/rdoc'
require 'stringio'
top = Dir.pwd
Dir.chdir("fixtures")
log = StringIO.new
$stdout = $stderr = log
RDoc::RDoc.new.document(["--ri", "--op", "#{top}/ri", "gf.c"])
$stdout = STDOUT
$stderr = STDERR
puts log.string.sub(/Elapsed: .*/, "Elapsed: (time)")
Dir["#{top}/ri/**/*.yaml"].sort.each { |f| puts "==== #{f[top.size + 4..-1]}", File.read(f) }
