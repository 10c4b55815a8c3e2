# every rexml library of 1.8.7 loads on its own, or fails as on 1.8.7
ruby = File.readlink("/proc/self/exe")
names = %w{
rexml/attlistdecl
rexml/attribute
rexml/cdata
rexml/child
rexml/comment
rexml/doctype
rexml/document
rexml/dtd/attlistdecl
rexml/dtd/dtd
rexml/dtd/elementdecl
rexml/dtd/entitydecl
rexml/dtd/notationdecl
rexml/element
rexml/encoding
rexml/encodings/CP-1252
rexml/encodings/ISO-8859-1
rexml/encodings/ISO-8859-15
rexml/encodings/UNILE
rexml/encodings/US-ASCII
rexml/encodings/UTF-16
rexml/encodings/UTF-8
rexml/entity
rexml/formatters/default
rexml/formatters/pretty
rexml/formatters/transitive
rexml/functions
rexml/instruction
rexml/light/node
rexml/namespace
rexml/node
rexml/output
rexml/parent
rexml/parseexception
rexml/parsers/baseparser
rexml/parsers/lightparser
rexml/parsers/pullparser
rexml/parsers/sax2parser
rexml/parsers/streamparser
rexml/parsers/treeparser
rexml/parsers/ultralightparser
rexml/parsers/xpathparser
rexml/quickpath
rexml/rexml
rexml/sax2listener
rexml/source
rexml/streamlistener
rexml/syncenumerator
rexml/text
rexml/undefinednamespaceexception
rexml/validation/relaxng
rexml/validation/validation
rexml/validation/validationexception
rexml/xmldecl
rexml/xmltokens
rexml/xpath
rexml/xpath_parser
}
names.each do |name|
  out = `#{ruby} -e 'begin; require "#{name}"; puts "ok"; rescue Exception => e; puts e.class; end' 2>&1`
  puts "#{name}: #{out.strip.split("\n").last}"
end
# after rexml/document every library loads (one process for all)
err = $stderr.dup
$stderr.reopen('/dev/null') # rexml/dtd/dtd warns with 1.8.7's own path
require 'rexml/document'
names.each do |name|
  begin
    require name
    puts "#{name} after document: ok"
  rescue Exception => e
    puts "#{name} after document: #{e.class}"
  end
end
$stderr.reopen(err)
