# rdoc --fmt xml --opname: 1.8.7's layout (blank lines, class order,
# no final line end), created.rid in the current directory, --opname
# writing a file there (one run per process: rdoc keeps state between runs)
require 'rdoc/rdoc'
require 'stringio'
File.open("h1.rb", "w") { |f| f << "# file desc\n\nrequire \"a\"\n\n# cdesc\nclass C\n  include X\nend\n# d2\nmodule D\n  class E < String; end\n  module F; end\nend\nclass B; end\n" }
File.open("h2.rb", "w") { |f| f << "class Z; class Y; end; end\nclass A < Z; end\n" }
def run(*args)
  $stdout = StringIO.new
  RDoc::RDoc.new.document(args)
  out = $stdout.string
  $stdout = STDOUT
  p out.gsub(/\w{3} \w{3} \d\d \d\d:\d\d:\d\d [-+]\d{4} \d{4}/, "DATE")
end
run "--fmt", "xml", "--opname", "x.xml", "-q", "h2.rb"
p File.exist?("x.xml")   # (1.8.7 leaves it unflushed until exit)
p File.exist?("created.rid"), File.exist?("doc")
