# rdoc's source pages: ':name' after yield, super, break, next, defined?,
# a variable with a sigil or a '? ' read as a character is a ':' operator
# and a name (as rdoc 1.0's lexer reads it), a symbol elsewhere
require 'rdoc/rdoc'
RDoc::RDoc.new.document(%w(--op html -q fixtures/rd_colons.rb))
Dir["html/classes/Sz.src/*.html"].sort.each { |f|
  puts File.read(f)[/<pre>(.*)<\/pre>/m, 1].gsub(/<span class="ruby-(\w+)[^"]*">([^<]*)<\/span>/) { $1 == "identifier" ? $2 : "[#{$1}:#{$2}]" }
}
