# rdoc --fmt xml --template rdf: 1.8.7's layout (blank lines, indents, a
# documented superclass as a link)
require 'rdoc/rdoc'
require 'stringio'
File.open("h1.rb", "w") { |f| f << "# file desc\n\nrequire \"a\"\n\n# cdesc\nclass C\n  include X\nend\n# d2\nmodule D\n  class E < C; end\nend\n" }
File.open("h2.rb", "w") { |f| f << "class Z; class Y; end; end\n" }
$stdout = StringIO.new
RDoc::RDoc.new.document(%w(--fmt xml --template rdf -q h1.rb h2.rb))
out = $stdout.string
$stdout = STDOUT
puts out.gsub(/\w{3} \w{3} \d\d \d\d:\d\d:\d\d [-+]\d{4} \d{4}/, "DATE").gsub(/ +$/, "~")
