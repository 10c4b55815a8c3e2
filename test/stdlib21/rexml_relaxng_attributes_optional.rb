# REXML::Validation::RelaxNG accepts and rejects as 1.8.7 does where
# attributes and optional parts decide: attributes are the events before
# an element's content (an attribute pattern after a child or text fails);
# an attribute still to come commits a choice to the first branch that
# begins with its name, whatever its value; an optional part that took
# something is used up for the rest of the document (later repetitions,
# other references to its definition)
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
      "ERR"
    rescue Exception => e
      "#{e.class} #{e.message[0,100]}"
    end
    puts "#{label} #{xml} #{r}"
  end
end
def el(body) %Q{<element name="A" #{NS}>#{body}</element>} end
check(:ac1, el("<choice><group><attribute name='t'><value>x</value></attribute><element name='B'/></group><group><attribute name='t'><value>y</value></attribute><element name='C'/></group></choice>"), %w(<A\ t='x'><B/></A> <A\ t='x'><C/></A> <A\ t='y'><C/></A> <A\ t='y'><B/></A> <A><B/></A>))
check(:ac2, el("<choice><group><attribute name='t'/><element name='B'/></group><group><attribute name='u'/><element name='C'/></group></choice>"), %w(<A\ t='x'><B/></A> <A\ u='x'><C/></A> <A\ t='x'><C/></A> <A\ u='1'><B/></A>))
check(:ac3, el("<choice><group><attribute name='t'/></group><group><element name='C'/></group></choice>"), %w(<A\ t='x'/> <A><C/></A>))
check(:ac4, el("<choice><attribute name='t'/><element name='C'/></choice>"), %w(<A\ t='x'/> <A><C/></A>))
check(:ac5, el("<choice><group><element name='B'/><attribute name='t'/></group><group><element name='C'/></group></choice>"), %w(<A\ t='x'><B/></A> <A><C/></A>))
check(:ac6, el("<choice><group><attribute name='t'><value>x</value></attribute></group><group><attribute name='t'><value>y</value></attribute></group></choice>"), %w(<A\ t='x'/> <A\ t='y'/>))
check(:ac8, el("<choice><group><attribute name='t'/><element name='B'/></group><element name='C'/></choice>"), %w(<A\ t='x'><B/></A> <A><C/></A> <A\ t='x'><C/></A>))
check(:ac9, el("<choice><element name='C'/><group><attribute name='t'/><element name='B'/></group></choice>"), %w(<A\ t='x'><B/></A> <A><C/></A>))
check(:ac10, el("<attribute name='t'/><choice><group><attribute name='u'/><element name='B'/></group><element name='C'/></choice>"), %w(<A\ t='x'\ u='1'><B/></A> <A\ t='1'><C/></A>))
check(:ac11, el("<optional><attribute name='t'/></optional><element name='B'/>"), %w(<A\ t='x'><B/></A> <A><B/></A>))
check(:ae1, el("<element name='B'/><attribute name='t'/>"), %w(<A\ t='x'><B/></A>))
check(:ae2, el("<text/><attribute name='t'/>"), %w(<A\ t='x'>hi</A>))
check(:ae3, el("<optional><element name='B'/></optional><attribute name='t'/>"), %w(<A\ t='x'><B/></A> <A\ t='x'/>))
check(:ae4, el("<attribute name='u'/><attribute name='t'/>"), %w(<A\ t='x'\ u='y'/> <A\ u='x'\ t='y'/>))
check(:ae5, el("<zeroOrMore><element name='B'/></zeroOrMore><attribute name='t'/>"), %w(<A\ t='x'><B/></A> <A\ t='x'/>))
check(:ae6, el("<element name='B'><attribute name='t'/></element><attribute name='t'/>"), %w(<A\ t='x'><B\ t='1'/></A>))
check(:ae7, el("<interleave><element name='B'/><attribute name='t'/></interleave>"), %w(<A\ t='x'><B/></A>))
check(:ae8, el("<choice><element name='B'/><attribute name='t'/></choice><attribute name='u'/>"), %w(<A\ u='x'><B/></A> <A\ t='x'\ u='1'/>))
check(:ac13, el("<choice><group><attribute name='t'><value>x</value></attribute><element name='B'/></group><group><attribute name='t'><value>y</value></attribute><element name='C'/></group></choice>"), %w(<A\ t='x'><B/></A> <A\ t='y'><C/></A>))
check(:ac14, el("<choice><group><attribute name='t'/><element name='B'/></group><group><attribute name='t'/><element name='C'/></group></choice>"), %w(<A\ t='x'><B/></A> <A\ t='y'><C/></A>))
check(:ac15, el("<choice><group><attribute name='u'/><element name='B'/></group><group><attribute name='t'/><element name='C'/></group></choice>"), %w(<A\ t='x'\ u='1'><B/></A> <A\ t='x'\ u='1'><C/></A>))
check(:ac16, el("<choice><group><attribute name='t'/><element name='B'/></group><group><element name='C'/></group></choice>"), %w(<A\ t='x'><B/></A> <A\ t='x'><C/></A> <A><C/></A> <A><B/></A>))
check(:ac17, el("<choice><group><element name='C'/></group><group><attribute name='t'/><element name='B'/></group></choice>"), %w(<A\ t='x'><B/></A> <A\ t='x'><C/></A> <A><C/></A>))
check(:zopt, el("<zeroOrMore><element name='E'><optional><element name='B'/></optional></element></zeroOrMore>"), %w(<A><E/><E><B/></E></A> <A><E><B/></E><E><B/></E></A> <A><E><B/></E><E/></A> <A><E/><E/></A>))
check(:z2, el("<oneOrMore><element name='E'><optional><element name='B'/></optional></element></oneOrMore>"), %w(<A><E><B/></E><E><B/></E></A> <A><E/><E><B/></E><E><B/></E></A> <A><E/><E><B/></E><E/></A>))
check(:z3, el("<zeroOrMore><element name='E'><element name='F'><optional><element name='B'/></optional></element></element></zeroOrMore>"), %w(<A><E><F><B/></F></E><E><F><B/></F></E></A> <A><E><F/></E><E><F><B/></F></E></A>))
check(:z4, %Q{<grammar #{NS}><start><element name="A"><ref name="X"/><ref name="X"/></element></start><define name="X"><element name="E"><optional><element name="B"/></optional></element></define></grammar>}, %w(<A><E><B/></E><E><B/></E></A> <A><E/><E><B/></E></A>))
check(:z6, el("<zeroOrMore><element name='E'><optional><element name='B'/><element name='C'/></optional></element></zeroOrMore>"), %w(<A><E><B/><C/></E><E><B/><C/></E></A>))
check(:z8, el("<zeroOrMore><element name='E'><optional><text/></optional></element></zeroOrMore>"), %w(<A><E>x</E><E>y</E></A>))
check(:z9, el("<zeroOrMore><element name='E'><zeroOrMore><element name='B'/></zeroOrMore></element></zeroOrMore>"), %w(<A><E><B/></E><E><B/></E></A>))
check(:z10, el("<element name='E'><optional><element name='B'/></optional></element><zeroOrMore><element name='E'><optional><element name='B'/></optional></element></zeroOrMore>"), %w(<A><E><B/></E><E><B/></E></A>))
check(:z11, el("<zeroOrMore><element name='E'><optional><element name='B'><optional><element name='C'/></optional></element></optional></element></zeroOrMore>"), %w(<A><E><B><C/></B></E><E><B/></E></A> <A><E><B/></E><E><B><C/></B></E></A>))
check(:z5, el("<zeroOrMore><element name='E'><optional><element name='B'/></optional><optional><element name='C'/></optional></element></zeroOrMore>"), %w(<A><E><C/></E><E><C/></E></A>))
check(:z7, el("<zeroOrMore><element name='E'><optional><attribute name='t'/></optional></element></zeroOrMore>"), %w(<A><E/><E\ t='2'/></A>))
