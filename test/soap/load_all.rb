# Every soap/, wsdl/ and xsd/ library of 1.8.7 loads on its own (each in a
# forked child): nothing printed; the few that 1.8.7 itself cannot load alone
# fail with the same exception class.
NAMES = %w(
  soap/attachment soap/baseData soap/element 
  soap/encodingstyle/aspDotNetHandler soap/encodingstyle/handler 
  soap/encodingstyle/literalHandler soap/encodingstyle/soapHandler 
  soap/generator soap/header/handler soap/header/handlerset 
  soap/header/simplehandler soap/httpconfigloader soap/mapping 
  soap/mapping/factory soap/mapping/mapping soap/mapping/registry 
  soap/mapping/rubytypeFactory soap/mapping/typeMap 
  soap/mapping/wsdlencodedregistry soap/mapping/wsdlliteralregistry 
  soap/marshal soap/mimemessage soap/netHttpClient soap/parser soap/processor 
  soap/property soap/rpc/cgistub soap/rpc/driver soap/rpc/element 
  soap/rpc/httpserver soap/rpc/proxy soap/rpc/router soap/rpc/rpc 
  soap/rpc/soaplet soap/rpc/standaloneServer soap/soap soap/streamHandler 
  soap/wsdlDriver wsdl/binding wsdl/data wsdl/definitions wsdl/documentation 
  wsdl/import wsdl/importer wsdl/info wsdl/message wsdl/operation 
  wsdl/operationBinding wsdl/param wsdl/parser wsdl/part wsdl/port 
  wsdl/portType wsdl/service wsdl/soap/address wsdl/soap/binding 
  wsdl/soap/body wsdl/soap/cgiStubCreator wsdl/soap/classDefCreator 
  wsdl/soap/classDefCreatorSupport wsdl/soap/clientSkeltonCreator 
  wsdl/soap/complexType wsdl/soap/data wsdl/soap/definitions 
  wsdl/soap/driverCreator wsdl/soap/element wsdl/soap/fault wsdl/soap/header 
  wsdl/soap/headerfault wsdl/soap/mappingRegistryCreator 
  wsdl/soap/methodDefCreator wsdl/soap/operation 
  wsdl/soap/servantSkeltonCreator wsdl/soap/standaloneServerStubCreator 
  wsdl/soap/wsdl2ruby wsdl/types wsdl/wsdl wsdl/xmlSchema/all 
  wsdl/xmlSchema/annotation wsdl/xmlSchema/any wsdl/xmlSchema/attribute 
  wsdl/xmlSchema/choice wsdl/xmlSchema/complexContent 
  wsdl/xmlSchema/complexType wsdl/xmlSchema/content wsdl/xmlSchema/data 
  wsdl/xmlSchema/element wsdl/xmlSchema/enumeration wsdl/xmlSchema/import 
  wsdl/xmlSchema/importer wsdl/xmlSchema/include wsdl/xmlSchema/length 
  wsdl/xmlSchema/parser wsdl/xmlSchema/pattern wsdl/xmlSchema/schema 
  wsdl/xmlSchema/sequence wsdl/xmlSchema/simpleContent 
  wsdl/xmlSchema/simpleExtension wsdl/xmlSchema/simpleRestriction 
  wsdl/xmlSchema/simpleType wsdl/xmlSchema/unique wsdl/xmlSchema/xsd2ruby 
  xsd/charset xsd/codegen xsd/codegen/classdef xsd/codegen/commentdef 
  xsd/codegen/gensupport xsd/codegen/methoddef xsd/codegen/moduledef 
  xsd/datatypes xsd/datatypes1999 xsd/iconvcharset xsd/mapping 
  xsd/namedelements xsd/ns xsd/qname xsd/xmlparser xsd/xmlparser/parser 
  xsd/xmlparser/rexmlparser xsd/xmlparser/xmlparser xsd/xmlparser/xmlscanner 
)
NAMES.each do |name|
  rd, wr = IO.pipe
  pid = fork do
    rd.close
    $stdout.reopen(wr)
    $stderr.reopen(wr)
    begin
      require name
    rescue ScriptError, StandardError => e
      print "#{e.class}"
      exit!(1)
    end
    $stdout.flush
    exit!(0)
  end
  wr.close
  out = rd.read
  rd.close
  Process.wait(pid)
  puts "#{name}: #{$?.exitstatus} #{out}"
end
