# PullParser and PullEvent: events of a document with a full internal DTD subset
require 'rexml/parsers/pullparser'
src = <<X
<?xml version="1.0" encoding="ISO-8859-1" standalone="no"?>
<!DOCTYPE r PUBLIC "-//x//y" "http://x/y.dtd" [
  <!ELEMENT r (a|b)*>
  <!ATTLIST r id ID #REQUIRED>
  <!ENTITY e1 "v1">
  <!ENTITY e2 SYSTEM "f.xml">
  <!ENTITY % pe "pv">
  <!ENTITY e3 PUBLIC "pid" "u" NDATA gif>
  <!NOTATION gif SYSTEM "image/gif">
  <!NOTATION n2 PUBLIC "pubn">
  %pe;
  <!-- dc -->
  <?dpi x?>
]>
<r id="1" xmlns:p="urn:p"><p:a p:k='v'>x &e1; &amp;&#65;</p:a><![CDATA[c]]><!--cm--><?pi  a b ?>
</r>
X
pp = REXML::Parsers::PullParser.new(src)
while pp.has_next?
  e = pp.pull
  p e
  p [e.event_type, e.start_element?, e.text?, e[0], e[1]] if e.event_type == :start_element
end
pp2 = REXML::Parsers::PullParser.new("<!DOCTYPE a><a/>")
while pp2.has_next?; p pp2.pull; end
pp2 = REXML::Parsers::PullParser.new("<!DOCTYPE a SYSTEM 'x.dtd'><a/>")
while pp2.has_next?; p pp2.pull; end
pp2 = REXML::Parsers::PullParser.new("<a>b</a>")
p pp2.peek, pp2.peek(1), pp2.pull, pp2.unshift([:x]) , pp2.pull, pp2.pull
pp3 = REXML::Parsers::PullParser.new("<a x='1'><b>t&amp;</b><!--c--></a>")
pp3.each { |e| p [e.event_type, e.start_element?, e.end_element?, e.text?, e.comment?, e.cdata?, e.instruction?, e.doctype?, e.xmldecl?, e[0], e[1], e[0..1]] }
p pp3.has_next?, pp3.empty?
begin
  pp4 = REXML::Parsers::PullParser.new("<a><b></a>")
  pp4.each { |e| p e }
rescue REXML::ParseException => e
  p e.message.split("\n")[0]
end
require 'rexml/parsers/baseparser'
bp = REXML::Parsers::BaseParser.new("<a>x&lt;</a>")
p bp.pull, bp.peek, bp.pull, bp.pull, bp.pull, bp.has_next?, bp.empty?
p bp.unnormalize("&lt;&#65;&x;", { "x" => "X" }), bp.normalize("a<&b>")
p bp.position
