# REXML::Validation::RelaxNG as 1.8.7 for definitions holding an
# interleave, a group, a choice or several elements, referenced once or
# twice: a choice shared by two references and finished at the first is
# passed over at once at the second
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
check(:k1, gr("<element name='A'><ref name='i'/></element>", "i" => "<interleave><element name='B'/><element name='C'/></interleave>"), %w(<A><B/><C/></A> <A><C/><B/></A> <A><B/></A>))
check(:k3, gr("<element name='A'><ref name='g'/><ref name='g'/></element>", "g" => "<group><element name='B'/><element name='C'/></group>"), %w(<A><B/><C/><B/><C/></A> <A><B/><C/></A> <A><B/></A>))
check(:k4, gr("<element name='A'><ref name='c'/><ref name='c'/></element>", "c" => "<choice><element name='B'/><element name='C'/></choice>"), %w(<A><B/><C/></A> <A><B/><B/></A> <A><C/></A>))
check(:k6, gr("<element name='A'><optional><ref name='g'/></optional><element name='E'/></element>", "g" => "<element name='B'/><element name='C'/>"), %w(<A><E/></A> <A><B/><C/><E/></A> <A><B/><E/></A>))
