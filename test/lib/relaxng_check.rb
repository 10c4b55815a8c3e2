# test/lib/relaxng_check.rb - shared by the RelaxNG cases of test/stdlib21
# and test/stdlib23: check(label, schema, docs) prints, for each document,
# "ok", "ERR <the validation message>" or the class of another exception;
# el(body) and gr(start, defs) build the schemas
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
