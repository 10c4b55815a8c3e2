# REXML::Validation::RelaxNG accepts and rejects as 1.8.7 does for values,
# data, names and notAllowed: a <value> must be the text exactly (spaces
# and all, in content and in attributes); an attribute whose pattern takes
# no text (<data/>) takes any value; a <name> child names nothing (only
# the name attribute counts); <notAllowed/> is nothing, and no branch of
# a choice
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
check(:a4, el("<attribute name='x'><value> v </value></attribute>"), ["<A x='v'/>", "<A x=' v '/>"])
check(:v4, el("<value> v </value>"), ["<A>v</A>", "<A> v </A>"])
check(:a7, el("<attribute name='x'><value>v</value></attribute>"), ["<A x='v '/>", "<A x='v'/>"])
check(:a8, el("<attribute name='x'><choice><value>v</value><value>w</value></choice></attribute>"), ["<A x='w'/>", "<A x='v'/>", "<A x='u'/>"])
check(:a9, el("<attribute name='x'><data type='int'/></attribute><element name='B'/>"), ["<A x='v'><B/></A>", "<A><B/></A>"])
check(:d2, el("<data type='int'/>"), ["<A/>", "<A>1</A>"])
check(:d3, el("<element name='B'><data type='int'/></element>"), ["<A><B/></A>", "<A><B>1</B></A>"])
check(:na2, el("<element name='B'/><notAllowed/><element name='C'/>"), ["<A><B/><C/></A>", "<A><B/></A>"])
check(:na3, el("<choice><notAllowed/><element name='C'/></choice>"), ["<A><C/></A>", "<A/>"])
check(:nm2, %Q{<element #{NS}><name>A</name><element name='B'/></element>}, ["<A><B/></A>", "<X><B/></X>"])
check(:nm3, el("<element><name>B</name></element>"), ["<A><B/></A>", "<A><C/></A>"])
check(:nm4, el("<attribute><name>x</name></attribute>"), ["<A x='1'/>", "<A/>"])
check(:a6, el("<attribute name='x'><data type='int'/></attribute>"), ["<A x='v'/>"])
check(:a5, el("<attribute name='x'><text/></attribute>"), ["<A x='v'/>", "<A x=''/>"])
check(:nm, %Q{<element #{NS}><name>A</name><empty/></element>}, ["<A/>", "<B/>"])
check(:na, el("<notAllowed/>"), ["<A/>"])
check(:v2, el("<value>v</value>"), ["<A>v</A>", "<A> v </A>"])
