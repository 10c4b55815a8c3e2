# rdoc --ri: every description file written, whole, for sources that
# define the same method twice (the last one written is the one kept, in
# rdoc 1.0's order: the methods sorted, then split into class and
# instance methods)
require 'rdoc/rdoc'

top = Dir.pwd
Dir.chdir("fixtures")
RDoc::RDoc.new.document(["-q", "--ri", "--op", "#{top}/ri"] + %w(rd_basic.rb rd_links.rb shapes.rb feat.rb rd_ext.c))
Dir["#{top}/ri/**/*"].select { |f| File.file?(f) && f !~ /created.rid/ }.sort.each { |f|
  puts "==== #{f[top.size + 4..-1]}", File.read(f)
}
