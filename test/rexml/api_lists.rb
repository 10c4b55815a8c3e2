# public API lists of the REXML classes (those whose helpers are not left to the implementation)
$VERBOSE = nil
require 'rexml/document'
require 'rexml/parsers/pullparser'
require 'rexml/parsers/sax2parser'
require 'rexml/parsers/lightparser'
require 'rexml/parsers/ultralightparser'
require 'rexml/streamlistener'
require 'rexml/sax2listener'
require 'rexml/formatters/transitive'
require 'rexml/validation/relaxng'
require 'rexml/quickpath'
def show(m)
  puts "#{m}: consts=#{m.constants.sort.inspect}"
  puts "  imethods=#{m.instance_methods(false).sort.inspect}"
  puts "  protected=#{m.protected_instance_methods(false).sort.inspect}"
  puts "  smethods=#{m.singleton_methods(false).sort.inspect}"
end
include REXML
[Node, Child, Parent, Element, Elements, Attributes, Attribute, Text, CData, Comment, Instruction, XMLDecl, DocType, Entity, Document,
 Declaration, ElementDecl, ExternalEntity, NotationDecl, AttlistDecl, Namespace, SourceFactory, ParseException, Output, Encoding,
 Functions, Formatters::Default, Formatters::Pretty, Formatters::Transitive, Parsers::PullParser, Parsers::PullEvent,
 Parsers::SAX2Parser, Parsers::StreamParser, Parsers::TreeParser, Parsers::LightParser, Parsers::UltraLightParser, StreamListener, SAX2Listener,
 XMLTokens, EntityConst, Validation::Validator, Validation::Event, SyncEnumerator].each { |m| show(m) }
