# REXML::Validation::RelaxNG as 1.8.7 for a zeroOrMore holding one
# choice: a branch that takes its first event ends the repetition (the
# rest goes to what follows it), a list being current is written with "#",
# and a choice wanted is written by its name (C.n)
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
def gr(start, defs) %Q{<grammar #{NS}><start>#{start}</start>#{defs.map { |n, b| %Q{<define name="#{n}">#{b}</define>} }.join}</grammar>} end
check(:h2, el("<zeroOrMore><choice><group><element name='B'/><element name='C'/></group><element name='D'/></choice></zeroOrMore>"), %w(<A/> <A><B/><C/><D/></A> <A><D/><D/></A> <A><B/><C/><B/><C/></A> <A><B/><D/></A>))
check(:k5, gr("<element name='A'><zeroOrMore><ref name='c'/></zeroOrMore></element>", "c" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A/> <A><B/><C/></A> <A><D/></A>))
