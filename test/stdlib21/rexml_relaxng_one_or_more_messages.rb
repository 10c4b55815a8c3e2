# REXML::Validation::RelaxNG's errors for oneOrMore are 1.8.7's: written
# O.n like an optional part, it wants its first event until it went round
# once, then it may be passed over like a repetition
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
check(:m1, el("<oneOrMore><element name='B'/></oneOrMore>"), %w(<A/> <A><B/></A> <A><B/><B/></A> <A><C/></A>))
check(:m2, el("<oneOrMore><element name='B'/></oneOrMore><element name='D'/>"), %w(<A><B/><D/></A> <A><B/><B/><D/></A> <A><D/></A>))
check(:m3, el("<element name='X'/><oneOrMore><element name='B'/><element name='C'/></oneOrMore>"), %w(<A><X/><B/><C/></A> <A><X/><B/></A> <A><X/><B/><C/><B/><C/></A> <A><X/><C/></A>))
check(:m4, el("<oneOrMore><element name='E'><optional><element name='B'/></optional></element></oneOrMore>"), %w(<A><E/><E><B/></E></A> <A><E><B/></E><E><B/></E></A>))
