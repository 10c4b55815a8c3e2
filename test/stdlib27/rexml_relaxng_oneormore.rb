# RelaxNG: oneOrMore as 1.8.7 validates it: an error to be written from a
# oneOrMore that went round is a NoMethodError inside the parser, unless
# an error was written from it before (even for an earlier document of the
# same validator); as a branch of a choice, interleave or mixed; the last
# branch an interleave took never hands on
$: << File.join(File.dirname(__FILE__), "..", "lib")
require "relaxng_check"
check(:c4, el("<interleave><element name='B'/><oneOrMore><element name='C'/></oneOrMore></interleave>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A><C/><C/><B/></A> <A/> <A><C/></A>))
check(:c6, el("<choice><element name='B'/><oneOrMore><element name='C'/></oneOrMore></choice>"), %w(<A><B/></A> <A><C/></A> <A><C/><C/></A> <A/> <A><X/></A>))
check(:c7, el("<mixed><oneOrMore><element name='C'/></oneOrMore></mixed>"), %w(<A/> <A>t</A> <A><C/></A> <A>t<C/></A> <A><C/>t</A>))
check(:c8, el("<choice><oneOrMore><element name='C'/><element name='D'/></oneOrMore><element name='B'/></choice>"), %w(<A><B/></A> <A><C/><D/></A> <A><C/></A> <A/>))
check(:d1, el("<oneOrMore><element name='B'/></oneOrMore><element name='E'/>"), %w(<A><B/><X/></A> <A><B/></A>))
check(:d2, el("<oneOrMore><element name='B'/></oneOrMore>"), %w(<A><B/><X/></A>))
check(:d3, el("<oneOrMore><element name='B'><empty/></element></oneOrMore><element name='C'><empty/></element>"), %w(<A><B/><C/></A> <A><C/></A> <A><B/><B/><C/></A> <A><B/></A> <A><B/><X/></A>))
check(:d4, el("<oneOrMore><element name='B'/></oneOrMore><element name='C'/>"), %w(<A><B/><C/></A> <A><C/></A> <A><B/><B/><C/></A> <A><B/></A> <A><B/><X/></A>))
# (one validator for several documents)
def reused(schema, docs)
  v = REXML::Validation::RelaxNG.new(schema)
  docs.each do |xml|
    parser = REXML::Parsers::TreeParser.new(xml)
    parser.add_listener(v.reset)
    r = begin; parser.parse; "ok"; rescue REXML::Validation::ValidationException => e; "ERR #{e.message}"; rescue Exception => e; e.class.to_s; end
    puts "reused #{xml.inspect} #{r}"
  end
end
s = el("<oneOrMore><element name='B'/></oneOrMore><element name='C'/>")
reused(s, %w(<A><B/></A> <A><B/></A>))
reused(s, %w(<A><B/><C/></A> <A><B/></A>))
reused(s, %w(<A><C/></A> <A><B/></A>))
reused(s, %w(<A><B/><B/><C/></A> <A><B/></A> <A><B/><X/></A>))
reused(s, %w(<A><X/></A> <A><B/></A>))
