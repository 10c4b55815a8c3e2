# REXML::Validation::RelaxNG fed events one at a time (#validate) raises at
# the first event the schema cannot allow, as 1.8.7 (not at the end of the
# document): the events read before the error are printed
require 'rexml/document'
require 'rexml/validation/relaxng'
require 'rexml/parsers/baseparser'
NS = 'xmlns="http://relaxng.org/ns/structure/1.0"'
def run(rng, docs)
  v = REXML::Validation::RelaxNG.new(rng)
  docs.each do |x|
    v.reset
    events = []
    begin
      parser = REXML::Parsers::BaseParser.new(x)
      while parser.has_next?
        ev = parser.pull
        events << [ev[0], ev[1]].compact.join(" ")
        v.validate(ev)
      end
      p [x, :ok, events]
    rescue REXML::Validation::ValidationException => e
      p [x, :error_after, events]
    end
  end
end
run(%Q{<element name="A" #{NS}><element name="B"><element name="C"><empty/></element></element><element name="D"><empty/></element></element>},
  ["<A><B><C/></B><D/></A>", "<A><B><X/></B><D/></A>", "<A><B><C/></B></A>", "<A><B><C/><C/></B><D/></A>", "<A/>", "<Z/>", "<A><B><C>text</C></B><D/></A>", "<A><B><C/></B><!--c--><D/></A>"])
run(%Q{<element name="A" #{NS}><zeroOrMore><element name="B"><attribute name="x"/><text/></element></zeroOrMore><optional><element name="C"><empty/></element></optional></element>},
  ["<A><B x='1'>t</B><B x='2'>u</B><C/></A>", "<A><B>t</B></A>", "<A><B x='1'>t</B><C/><B x='2'>u</B></A>", "<A><C/><C/></A>", "<A><B x='1'/></A>"])
# (1.8.7 refuses a valid <B>yes</B> inside a choice: left out)
run(%Q{<element name="A" #{NS}><element name="B"><value>yes</value></element></element>},
  ["<A><B>yes</B></A>", "<A><B>no</B></A>", "<A><B/></A>", "<A><D/></A>"])
run(%Q{<element name="A" #{NS}><interleave><element name="B"><empty/></element><element name="C"><empty/></element></interleave></element>},
  ["<A><C/><B/></A>", "<A><B/><B/></A>", "<A><C/></A>"])
