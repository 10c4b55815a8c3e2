# REXML::Validation::RelaxNG as a TreeParser listener: every event counts as
# in 1.8.7 (whitespace, comments, PIs, CDATA inside an element; an XML
# declaration or a newline beside the document element), <text/> is one text
# event, <data/> takes none; choice/optional/zeroOrMore/oneOrMore/interleave/
# attribute/value/ref as 1.8.7 accepts or refuses them
require 'rexml/document'
require 'rexml/validation/relaxng'
require 'rexml/parsers/treeparser'
NS = 'xmlns="http://relaxng.org/ns/structure/1.0"'
def chk(rng, docs)
  v = REXML::Validation::RelaxNG.new(rng)
  docs.each do |x|
    parser = REXML::Parsers::TreeParser.new(x)
    parser.add_listener(v.reset)
    r = begin; parser.parse; :ok; rescue REXML::Validation::ValidationException; :err; end
    puts "#{x.inspect} #{r}"
  end
end
el = lambda { |n| %Q{<element name="#{n}"><empty/></element>} }
chk(%Q{<element name="A" #{NS}><choice>#{el['B']}#{el['C']}</choice></element>}, %w(<A><B/></A> <A><C/></A> <A/> <A><B/><C/></A> <A><D/></A>))
chk(%Q{<element name="A" #{NS}><optional>#{el['B']}</optional>#{el['C']}</element>}, %w(<A><B/><C/></A> <A><C/></A> <A/> <A><B/></A> <A><C/><B/></A>))
chk(%Q{<element name="A" #{NS}><zeroOrMore>#{el['B']}</zeroOrMore>#{el['C']}</element>}, %w(<A><B/><C/></A> <A><C/></A> <A><B/><B/><C/></A> <A/> <A><C/><B/></A>))
chk(%Q{<element name="A" #{NS}><oneOrMore>#{el['B']}</oneOrMore>#{el['C']}</element>}, %w(<A><B/><C/></A> <A><C/></A> <A><B/><B/><C/></A> <A><B/></A>))
chk(%Q{<element name="A" #{NS}><attribute name="x"/><attribute name="y"><text/></attribute></element>}, [%q{<A x="1" y="2"/>}, %q{<A x="1"/>}, %q{<A/>}, %q{<A x="1" y="2" z="3"/>}])
chk(%Q{<element name="A" #{NS}><optional><attribute name="x"/></optional></element>}, [%q{<A x="1"/>}, %q{<A/>}])
chk(%Q{<element name="A" #{NS}><attribute name="x"><choice><value>1</value><value>2</value></choice></attribute></element>}, [%q{<A x="1"/>}, %q{<A x="2"/>}, %q{<A x="3"/>}])
chk(%Q{<element name="A" #{NS}><text/></element>}, ["<A>x</A>", "<A/>", "<A></A>", "<A> </A>", "<A><B/></A>", "<A>x<!--c-->y</A>", "<A>a&amp;b</A>", "<A><![CDATA[x]]></A>"])
chk(%Q{<element name="A" #{NS}><value>foo</value></element>}, %w(<A>foo</A> <A>bar</A> <A/>))
chk(%Q{<element name="A" #{NS}><data type="string"/></element>}, %w(<A>foo</A> <A/> <A><B/></A>))
chk(%Q{<element name="A" #{NS}><interleave>#{el['B']}#{el['C']}</interleave></element>}, %w(<A><B/><C/></A> <A><C/><B/></A> <A><B/></A> <A/> <A><B/><C/><B/></A>))
chk(%Q{<grammar #{NS}><start><ref name="a"/></start><define name="a"><element name="A"><ref name="b"/></element></define><define name="b">#{el['B']}</define></grammar>}, %w(<A><B/></A> <A/> <A><C/></A>))
chk(%Q{<element name="A" #{NS}>#{el['B']}</element>}, ["<A><B/></A>", "<A>\n <B/>\n</A>", "<A><!--c--><B/></A>", "<A><?pi x?><B/></A>", "<A>x<B/></A>",
  "<?xml version='1.0'?><A><B/></A>", "<!DOCTYPE A><A><B/></A>", "<!--c--><A><B/></A>", "<A><B/></A>\n", "\n<A><B/></A>", "<Z/>"])
chk(%Q{<element name="A" #{NS}><text/>#{el['B']}</element>}, ["<A>x<B/></A>", "<A><B/></A>", "<A> <B/></A>"])
chk(%Q{<element name="A" #{NS}><zeroOrMore><text/></zeroOrMore></element>}, ["<A/>", "<A>x</A>"])
