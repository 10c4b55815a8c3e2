# ancestor-or-self:: as 1.8.7's REXML takes it: only an element gives
# itself and its ancestors (a text, comment, PI or the document gives
# nothing), and a document sorts as its document element
require 'rexml/document'
["<r><a id='1'><b id='11'>tx<!--c--><?p i?></b></a></r>", "<!--x--><r><a/></r>",
 "<?xml version='1.0'?><r><a><b/></a><c/></r>"].each do |s|
  d = REXML::Document.new(s)
  %w(//node()[.='tx']/ancestor-or-self::* //text()/ancestor-or-self::node()
     //comment()/ancestor-or-self::node() /ancestor-or-self::node()
     //node()/ancestor-or-self::node() //*/ancestor::node() //b/ancestor-or-self::*
     //c/preceding::node()/ancestor-or-self::node() //text()/ancestor::*).each do |x|
    r = REXML::XPath.match(d, x).map { |e| e.class.name[7..-1] + (e.respond_to?(:name) ? e.name.to_s : "") }
    puts "#{x} #{r.join(' ')}"
  end
end
