# rdoc on a directory and a README: the pages of files in folders
# (files/lib/sub/util_rb.html, titled by the file's own name), the
# simple parser's page for the README, the frame opening the first file
require 'rdoc/rdoc'

top = Dir.pwd
Dir.chdir("fixtures/tree")
%w(README lib/sub/util.rb).each { |f| File.utime(Time.at(1000000000), Time.at(1000000000), f) }
RDoc::RDoc.new.document(["-q", "--op", "#{top}/out", "lib", "README"])
Dir["#{top}/out/**/*"].select { |f| File.file?(f) && f !~ /created.rid/ }.sort.each { |f|
  puts "==== #{f[top.size + 5..-1]}", File.read(f)
}
