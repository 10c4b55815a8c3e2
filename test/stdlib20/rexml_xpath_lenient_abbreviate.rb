# REXML::XPath reads odd paths as 1.8.7 does (what follows a whole path is
# left unread, a trailing / adds nothing, // alone is every node, @ alone no
# attribute, nothing after | the context node), and XPathParser#abbreviate
# writes // and . / .. as 1.8.7 ("//a" is "///a", "a/." is "a.")
require 'rexml/document'
require 'rexml/parsers/xpathparser'
d = REXML::Document.new('<a>t<b/><!--c--></a>')
['//', '/a/', 'a/', '/', '@', 'a]', 'a)', 'a b', '//b]', 'a[1]]', '/a//', 'a|', '', 'a|b'].each do |x|
  r = begin
    REXML::XPath.match(d, x).map { |n| n.class.name.sub('REXML::', '') }
  rescue Exception => e
    e.class
  end
  puts "#{x.inspect}: #{r.inspect}"
end
pr = REXML::Parsers::XPathParser.new
['//', '//a', 'a/.', 'a//b', '/a', '.', 'a/..', '//@x', 'a/following-sibling::b/c', '//following::b',
 'ancestor::x/.', 'descendant-or-self::node()', '/a/descendant-or-self::node()', '//a[//b]', '//a[1]',
 'a//.', './a', '../a', '//.', '/.', 'a/b/c', '/a/b', 'a[1]/b', '*[@x]/..'].each do |x|
  puts "#{x}: #{pr.abbreviate(pr.parse(x)).inspect} #{pr.expand(pr.parse(x)).inspect}"
end
