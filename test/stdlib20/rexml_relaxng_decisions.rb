# REXML::Validation::RelaxNG accepts and rejects as 1.8.7 does, including
# its own rules: <mixed> is its patterns and one text in any order; a
# definition inside itself inside itself is empty; a repetition that begins
# with a choice, group or repetition never repeats (a choice with <text/>
# takes texts); a choice takes the first branch that begins with the next
# element and never its <empty/> branch; a choice or interleave inside a
# repetition matches nothing the second time; an interleave takes its
# composite parts only first
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
    rescue REXML::Validation::ValidationException
      "ERR"
    rescue Exception => e
      "#{e.class}"
    end
    puts "#{label} #{xml} #{r}"
  end
end
def el(body) %Q{<element name="A" #{NS}>#{body}</element>} end
ch = '<choice><element name="B"/><element name="C"/></choice>'
check(:mixed1, el("<element name='B'><mixed><element name='D'><empty/></element></mixed></element>"), %w(<A><B><D/>Text</B></A> <A><B>Text<D/></B></A> <A><B><D/></B></A> <A><B>Text</B></A> <A><B>T<D/>U</B></A> <A><B/></A>))
check(:mixed2, el("<mixed><element name='B'/><element name='C'/></mixed>"), %w(<A><B/><C/></A> <A>x<B/><C/></A> <A><B/>x<C/></A> <A><B/><C/>x</A> <A><C/><B/></A> <A>x<C/><B/></A>))
check(:recurse, %Q{<grammar #{NS}><start><ref name="B"/></start><define name="B"><element name="B"><optional><ref name="B"/></optional></element></define></grammar>}, %w(<B/> <B><B/></B> <B><B><B/></B></B> <B><C/></B>))
check(:recurse_z, %Q{<grammar #{NS}><start><element name="A"><ref name="B"/></element></start><define name="B"><element name="B"><zeroOrMore><ref name="B"/></zeroOrMore></element></define></grammar>}, %w(<A><B/></A> <A><B><B/><B/></B></A> <A><B><B><B/></B></B></A>))
check(:mutual, %Q{<grammar #{NS}><start><ref name="B"/></start><define name="B"><element name="B"><optional><ref name="C"/></optional></element></define><define name="C"><element name="C"><optional><ref name="B"/></optional></element></define></grammar>}, %w(<B/> <B><C/></B> <B><C><B/></C></B>))
check(:zchoice, el("<zeroOrMore>#{ch}</zeroOrMore><element name='D'/>"), %w(<A><D/></A> <A><B/><D/></A> <A><B/><C/><D/></A>))
check(:ochoice, el("<oneOrMore>#{ch}</oneOrMore>"), %w(<A/> <A><B/></A> <A><B/><C/></A>))
check(:zg, el("<zeroOrMore><group>#{ch}</group></zeroOrMore>"), %w(<A/> <A><B/></A>))
check(:zgel, el("<zeroOrMore><group><element name='B'/><element name='C'/></group></zeroOrMore>"), %w(<A/> <A><B/><C/></A>))
check(:zseq2, el("<zeroOrMore>#{ch}<element name='D'/></zeroOrMore>"), %w(<A/> <A><B/><D/></A>))
check(:zref, %Q{<grammar #{NS}><start><element name="A"><zeroOrMore><ref name="X"/></zeroOrMore></element></start><define name="X">#{ch}</define></grammar>}, %w(<A/> <A><B/></A>))
check(:zrefel, %Q{<grammar #{NS}><start><element name="A"><zeroOrMore><ref name="X"/></zeroOrMore></element></start><define name="X"><element name="B"/></define></grammar>}, %w(<A/> <A><B/></A> <A><B/><B/></A>))
check(:zint, el("<zeroOrMore><interleave><element name='B'/><element name='C'/></interleave></zeroOrMore>"), %w(<A/> <A><B/><C/></A>))
check(:zo, el("<zeroOrMore><oneOrMore><element name='B'/></oneOrMore></zeroOrMore>"), %w(<A/> <A><B/></A>))
check(:ztext, el("<zeroOrMore><choice><text/><element name='B'/></choice></zeroOrMore>"), %w(<A/> <A>x</A> <A><B/></A>))
check(:zel, el("<zeroOrMore><element name='E'>#{ch}</element></zeroOrMore>"), %w(<A/> <A><E><B/></E></A> <A><E><C/></E></A> <A><E><B/></E><E><B/></E></A> <A><E><C/></E><E><B/></E></A>))
check(:oel, el("<oneOrMore><element name='E'>#{ch}</element></oneOrMore>"), %w(<A><E><B/></E></A> <A><E><B/></E><E><B/></E></A>))
check(:zel_deep, el("<zeroOrMore><element name='E'><element name='G'>#{ch}</element></element></zeroOrMore>"), %w(<A><E><G><B/></G></E></A> <A><E><G><B/></G></E><E><G><B/></G></E></A>))
check(:zel_int, el("<zeroOrMore><element name='E'><interleave><element name='F'/><element name='G'/></interleave></element></zeroOrMore>"), %w(<A><E><F/><G/></E></A> <A><E><F/><G/></E><E><F/><G/></E></A>))
check(:zel_z, el("<zeroOrMore><element name='E'><zeroOrMore><element name='F'/></zeroOrMore></element></zeroOrMore>"), %w(<A><E><F/></E><E><F/></E></A> <A><E/><E/></A>))
check(:two_el, el("<element name='E'>#{ch}</element><element name='E'>#{ch}</element>"), %w(<A><E><B/></E><E><C/></E></A>))
check(:choice_group, el("<choice><group><element name='B'/><element name='C'/></group><group><element name='B'/><element name='D'/></group></choice>"), %w(<A><B/><C/></A> <A><B/><D/></A>))
check(:choice_empty, el("<choice><empty/><element name='D'/></choice>"), %w(<A/> <A><D/></A>))
check(:choice_nested, el("<choice><choice><element name='B'/><element name='C'/></choice><element name='D'/></choice>"), %w(<A><B/></A> <A><C/></A> <A><D/></A>))
check(:ichoice, el("<interleave>#{ch}<element name='D'/></interleave>"), %w(<A><B/><D/></A> <A><C/><D/></A> <A><D/><B/></A> <A><D/><C/></A>))
check(:iopt, el("<interleave><element name='D'/><optional><element name='B'/></optional></interleave>"), %w(<A><D/><B/></A> <A><B/><D/></A>))
check(:iz, el("<interleave><element name='D'/><zeroOrMore><element name='B'/></zeroOrMore></interleave>"), %w(<A><D/><B/></A> <A><B/><D/></A> <A><B/><B/><D/></A>))
check(:igrp, el("<interleave><element name='D'/><group><element name='B'/><element name='C'/></group></interleave>"), %w(<A><D/><B/><C/></A> <A><B/><C/><D/></A>))
check(:iref, %Q{<grammar #{NS}><start><element name="A"><interleave><element name='D'/><ref name="X"/></interleave></element></start><define name="X"><element name="B"/></define></grammar>}, %w(<A><D/><B/></A> <A><B/><D/></A>))
check(:interleave3, el("<interleave><element name='B'/><element name='C'/><element name='D'/></interleave>"), %w(<A><B/><C/><D/></A> <A><D/><C/><B/></A> <A><B/><C/></A> <A><B/><B/><C/><D/></A>))
