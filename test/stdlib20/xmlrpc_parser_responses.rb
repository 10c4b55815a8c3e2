# XMLRPC parser on many responses (types, faults, bad values) and XMLRPC::Create
require 'xmlrpc/parser'
require 'xmlrpc/create'
require 'xmlrpc/marshal'
require "helper"   # show(label) { expr }
ps = XMLRPC::XMLParser.constants.sort
show(:consts) { ps }
parsers = []
%w(REXMLStreamParser XMLStreamParser XMLTreeParser NQXMLStreamParser NQXMLTreeParser XMLScanStreamParser XMLParser XMLTreeParser).each do |n|
  show("p_#{n}") { k = XMLRPC::XMLParser.const_get(n); o = k.new; parsers << o; o.class }
end
docs = {
 :bool => "<?xml version='1.0'?><methodResponse><params><param><value><boolean>1</boolean></value></param></params></methodResponse>",
 :bool0 => "<?xml version='1.0'?><methodResponse><params><param><value><boolean>0</boolean></value></param></params></methodResponse>",
 :boolbad => "<?xml version='1.0'?><methodResponse><params><param><value><boolean>2</boolean></value></param></params></methodResponse>",
 :cdata => "<?xml version='1.0'?><methodResponse><params><param><value><string><![CDATA[a<b>&c]]></string></value></param></params></methodResponse>",
 :noType => "<?xml version='1.0'?><methodResponse><params><param><value>plain  text</value></param></params></methodResponse>",
 :empty => "<?xml version='1.0'?><methodResponse><params><param><value></value></param></params></methodResponse>",
 :emptystr => "<?xml version='1.0'?><methodResponse><params><param><value><string/></value></param></params></methodResponse>",
 :int => "<?xml version='1.0'?><methodResponse><params><param><value><int>-42</int></value></param></params></methodResponse>",
 :intplus => "<?xml version='1.0'?><methodResponse><params><param><value><i4>+42</i4></value></param></params></methodResponse>",
 :intbad => "<?xml version='1.0'?><methodResponse><params><param><value><i4>4x2</i4></value></param></params></methodResponse>",
 :dbl => "<?xml version='1.0'?><methodResponse><params><param><value><double>-1.25e3</double></value></param></params></methodResponse>",
 :dblbad => "<?xml version='1.0'?><methodResponse><params><param><value><double>abc</double></value></param></params></methodResponse>",




 :dtbad => "<?xml version='1.0'?><methodResponse><params><param><value><dateTime.iso8601>yesterday</dateTime.iso8601></value></param></params></methodResponse>",
 :b64 => "<?xml version='1.0'?><methodResponse><params><param><value><base64>aGVsbG8=</base64></value></param></params></methodResponse>",
 :nil => "<?xml version='1.0'?><methodResponse><params><param><value><nil/></value></param></params></methodResponse>",
 :struct => "<?xml version='1.0'?><methodResponse><params><param><value><struct><member><name>a</name><value><i4>1</i4></value></member><member><name>b</name><value>x</value></member></struct></value></param></params></methodResponse>",
 :structcls => "<?xml version='1.0'?><methodResponse><params><param><value><struct><member><name>___class___</name><value>XMLRPC::FaultException</value></member><member><name>b</name><value>x</value></member></struct></value></param></params></methodResponse>",
 :structcls2 => "<?xml version='1.0'?><methodResponse><params><param><value><struct><member><name>___class___</name><value>NoSuch::Klass</value></member><member><name>b</name><value>x</value></member></struct></value></param></params></methodResponse>",
 :array => "<?xml version='1.0'?><methodResponse><params><param><value><array><data><value><i4>1</i4></value><value>two</value></data></array></value></param></params></methodResponse>",
 :fault => "<?xml version='1.0'?><methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member><member><name>faultString</name><value><string>Too many parameters.</string></value></member></struct></value></fault></methodResponse>",
 :faultbad => "<?xml version='1.0'?><methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member></struct></value></fault></methodResponse>",
 :call => "<?xml version='1.0'?><methodCall><methodName>examples.getStateName</methodName><params><param><value><i4>41</i4></value></param></params></methodCall>",
 :callnoparams => "<?xml version='1.0'?><methodCall><methodName>x.y</methodName></methodCall>",
 :twoparams => "<?xml version='1.0'?><methodResponse><params><param><value>a</value></param><param><value>b</value></param></params></methodResponse>",
 :ws => "<?xml version='1.0'?>\n<methodResponse>\n  <params>\n    <param>\n      <value>\n        <string> sp </string>\n      </value>\n    </param>\n  </params>\n</methodResponse>\n",
 :ent => "<?xml version='1.0'?><methodResponse><params><param><value>&lt;&amp;&gt;&#65;&#x42;&quot;&apos;</value></param></params></methodResponse>",
 :unknown => "<?xml version='1.0'?><methodResponse><params><param><value><foo>1</foo></value></param></params></methodResponse>",
 :notxml => "garbage",
}
parsers.each do |pr|
  puts "== #{pr.class}"
  docs.sort_by { |k, v| k.to_s }.each do |k, v|
    if k.to_s =~ /call/
      show(k) { pr.parseMethodCall(v) }
    else
      show(k) { r = pr.parseMethodResponse(v); r[1].is_a?(XMLRPC::FaultException) ? [r[0], r[1].faultCode, r[1].faultString] : r }
    end
  end
end
show(:cfg) { [XMLRPC::Config::ENABLE_NIL_CREATE, XMLRPC::Config::ENABLE_NIL_PARSER, XMLRPC::Config::ENABLE_BIGINT, XMLRPC::Config::ENABLE_MARSHALLING, XMLRPC::Config::ENABLE_MULTICALL, XMLRPC::Config::ENABLE_INTROSPECTION, XMLRPC::Config::DEFAULT_WRITER, XMLRPC::Config::DEFAULT_PARSER] }
cr = XMLRPC::Create.new
show(:mc) { cr.methodCall("a.b", 1, nil) }
show(:mr_nil) { cr.methodResponse(true, nil) }
show(:mr_bigint) { cr.methodResponse(true, 2**40) }
show(:mr_float_nan) { cr.methodResponse(true, 0.0/0) }
show(:mr_hash_symkey) { cr.methodResponse(true, {:a => 1}) }
show(:mr_obj) { cr.methodResponse(true, Object.new) }
show(:mr_two) { cr.methodResponse(true, 1, 2) }
show(:mr_fault) { cr.methodResponse(false, XMLRPC::FaultException.new(1, "x")) }
show(:mr_fault_bad) { cr.methodResponse(false, 1) }
show(:mc_badname) { cr.methodCall(:sym, 1) }
w = XMLRPC::XMLWriter::Simple.new
show(:simple) { w.document(w.pi("xml", 'version="1.0"'), w.ele("a", w.text("x<y"), w.ele("b"))) }
show(:xmlparser_writer) { XMLRPC::XMLWriter::XMLParser.new rescue $!.class }
