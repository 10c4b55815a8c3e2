# ParseException: classes and the messages (without backtrace lines)
require 'rexml/document'
include REXML
["<a><b></a>", "<a>", "<a></a><b/>", "<a", "<a b=c/>", "<>", "</a>", "<a><!-- x </a>",
 "<a>&</a>", "<a:b:c/>", "<-a/>", "<a/ >", "<a x='1'", "<a x='1' y>", "<a><b>", "<p:a/>",
 "<a x:y='1'/>", "<a b='1'c='2'/>", "<a><![CDATA[x</a>", "<a><?pi x", "<a>x",
 "<a>\n<b>\n<c>\n</a>", "<!DOCTYPE a", "<a>x</a>\n<b>", "<a>&#65</a>", "<a>&#xZZ;</a>"].each do |s|
  begin
    Document.new(s)
    p [s, :parsed]
  rescue Exception => e
    lines = e.message.split("\n").reject { |l| l =~ /:in `|^\S+\.rb:\d+$/ }
    p [s, e.class, lines]
    if e.respond_to?(:line)
      p [e.line, e.position, e.continued_exception.class]
    end
  end
end
e = ParseException.new("msg")
p [e.message, e.to_s, e.line, e.source, e.parser, e.continued_exception]
p UndefinedNamespaceException.ancestors[0, 3]
