# REXML::Validation::RelaxNG's errors for schemas of sequences only
# (elements, attributes, text, value, data, empty, group, references) are
# 1.8.7's: "Expected: EVENT from < S.n ... >  but got EVENT", the list
# written with "#" before each event equal to the one it wanted (groups are
# nested lists S.2, S.3 ...; a finished nested list answers with nothing
# expected); attributes are matched at the event after their element's
# start, those left over are illegal when it ends
require 'rexml/document'
require 'rexml/validation/relaxng'
NS = 'xmlns="http://relaxng.org/ns/structure/1.0"'
def check(label, schema, docs)
  docs.each do |xml|
    r = begin
      v = REXML::Validation::RelaxNG.new(schema)
      parser = REXML::Parsers::TreeParser.new(xml)
      parser.add_listener(v.reset)
      parser.parse
      "ok"
    rescue REXML::Validation::ValidationException => e
      "ERR #{e.message}"
    rescue Exception => e
      "#{e.class}"
    end
    puts "#{label} #{xml.inspect} #{r}"
  end
end
def el(body) %Q{<element name="A" #{NS}>#{body}</element>} end
check(:s1, el("<element name='B'/><element name='C'/>"), %w(<A><C/></A> <A><B/><B/></A> <A><B/></A> <A><B/><C/><C/></A> <A>x</A> <A><B>x</B><C/></A>))
check(:s2, el("<element name='B'><element name='D'/></element><element name='C'/>"), %w(<A><B/></A> <A><B><E/></B></A> <A><B><D/></B><E/></A>))
check(:t1, el("<text/>"), %w(<A/> <A><B/></A>))
check(:a1, el("<attribute name='x'/>"), %w(<A/> <A\ y='1'/> <A\ x='1'><B/></A>))
check(:a2, el("<attribute name='x'><value>v</value></attribute>"), %w(<A\ x='w'/>))
check(:v1, el("<value>v</value>"), %w(<A>w</A> <A/>))
check(:e1, el("<empty/>"), %w(<A>x</A> <A><B/></A>))
check(:r1, %Q{<grammar #{NS}><start><element name="A"><ref name="X"/></element></start><define name="X"><element name="B"/></define></grammar>}, %w(<A><C/></A> <A/>))
check(:d1, el("<data type='string'/>"), %w(<A>x</A>))
check(:top, el("<element name='B'/>"), %w(<Z/>))
check(:e1, el("<empty/>"), ["<A y='1'/>", "<A> </A>", "<A><!--c--></A>", "<A><?pi x?></A>", "<A><![CDATA[x]]></A>", "<A/>\n", "<?xml version='1.0'?><A/>", "<!--c--><A/>", "<A/><!--c-->", "<!DOCTYPE A><A/>", "<A>&amp;</A>"])
check(:a3, el("<attribute name='x'/><attribute name='y'/>"), ["<A x='1' y='2'/>", "<A y='2' x='1'/>", "<A y='2'/>", "<A x='1'/>", "<A x='1' y='2' z='3'/>"])
check(:a4, el("<attribute name='x'><value>v</value></attribute>"), ["<A x='v'/>", "<A x=' v '/>", "<A x='w'/>"])
check(:a5, el("<attribute name='x'><text/></attribute>"), ["<A x='v'/>", "<A x=''/>"])
check(:a6, el("<attribute name='x'><data type='int'/></attribute>"), ["<A x='v'/>"])
check(:t2, el("<text/>"), ["<A>x</A>", "<A>x<!--c-->y</A>", "<A>x&amp;y</A>", "<A>  </A>", "<A><![CDATA[x]]></A>"])
check(:t3, el("<element name='B'><text/></element>"), ["<A>\n<B>x</B>\n</A>", "<A><B/></A>"])
check(:v2, el("<value>v</value>"), ["<A>v</A>", "<A> v </A>", "<A>v<!--c--></A>"])
check(:v3, el("<element name='B'><value>v</value></element><element name='C'/>"), ["<A><B>w</B><C/></A>"])
check(:ns, %Q{<element name="p:A" xmlns:p="urn:p" #{NS}><empty/></element>}, ["<p:A xmlns:p='urn:p'/>", "<A/>"])
check(:nm, %Q{<element #{NS}><name>A</name><empty/></element>}, ["<A/>", "<B/>"])
check(:g1, el("<group><element name='B'/><element name='C'/></group>"), ["<A><C/></A>"])
check(:deep, el("<element name='B'><element name='C'><element name='D'/></element></element>"), ["<A><B><C><E/></C></B></A>", "<A><B><C><D/><D/></C></B></A>"])
check(:list, el("<list><value>a</value></list>"), ["<A>a</A>", "<A>b</A>"])
check(:g2, el("<group><element name='B'/></group><element name='C'/>"), ["<A><B/></A>", "<A><B/><B/></A>", "<A><C/></A>"])
check(:g3, el("<element name='X'/><group><element name='B'/><group><element name='D'/></group></group><group><element name='C'/></group>"), ["<A><X/><B/><E/></A>", "<A><X/><B/><D/><E/></A>", "<A><Y/></A>", "<A><X/><B/><D/><C/><C/></A>"])
check(:gr2, %Q{<grammar #{NS}><start><ref name="R"/></start><define name="R"><element name="A"><element name="B"/></element></define></grammar>}, ["<A><C/></A>", "<Z/>"])
check(:x1, el("<empty/>"), ["<A xmlns='urn:x'/>", "<A z='1' y='2'/>", "<A b='1' a='2' c='3'/>"])
check(:x2, el("<attribute name='x'/><element name='B'/>"), ["<A x='1'><C/></A>", "<A x='1' y='2'><B/></A>", "<A><B/></A>"])
check(:x3, el("<element name='B'><attribute name='x'/></element>"), ["<A><B/></A>", "<A><B y='1'/></A>", "<A><B x='1' y='1'/></A>"])
check(:x4, el("<attribute name='x'><value>v</value></attribute><attribute name='y'/>"), ["<A x='w' y='1'/>", "<A x='v'/>"])
check(:w1, el("<element name='B'/>"), ["<A>\n  <B/>\n</A>"])
check(:cm, el("<element name='B'/>"), ["<A><!-- x --><B/></A>", "<A><B/><?p d?></A>"])
check(:p1, el("<element name='B'/>"), ["<A y='1'><B/></A>", "<A y='1'><C/></A>", "<A y='1'/>"])
check(:p2, el("<text/>"), ["<A y='1'>x</A>"])
check(:p3, el("<element name='B'/><attribute name='t'/>"), ["<A t='1'><B/></A>", "<A t='1' y='2'><B/></A>", "<A><B/></A>"])
check(:p4, el("<element name='B'><empty/></element>"), ["<A><B y='1'/></A>", "<A><B y='1'><C/></B></A>"])
check(:p5, el("<attribute name='x'/><element name='B'/>"), ["<A x='1' y='2'><C/></A>", "<A y='2'><B/></A>"])
check(:p6, el("<element name='B'><element name='C'/></element>"), ["<A><B y='1'><C/></B></A>", "<A><B y='1'><D/></B></A>"])
