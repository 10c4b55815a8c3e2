# A Ruby method's ":call-seq:" paragraph: it is the calling sequence when
# an empty comment line ends it (the HTML heading), else it
# stays in the text
require 'rdoc/rdoc'

File.open("cs.rb", "w") { |f| f.puts <<'SRC' }
class C
  # Text first
  # call-seq:
  #   a(x) -> y
  #
  # after
  def a(x) end
  # :call-seq:
  #   b -> nil
  #   b(1) -> 1
  #   
  def b; end
  # :call-seq:
  #   c -> 1
  def c; end
  # :call-seq: d -> 2
  #
  # rest
  def d; end
end
SRC
RDoc::RDoc.new.document(%w(--op html -q cs.rb))
page = File.read("html/classes/C.html")
page.scan(/<div id="method-(M\d+)".*?<div class="method-heading">(.*?)<\/div>\s*<div class="method-description">(.*?)<\/div>/m) { |id, head, desc|
  puts "#{id}: #{head.gsub(/<[^>]+>/, '').split.join(' ')}", "  " + desc.gsub(/<[^>]+>/, '').split.join(' ')
}
