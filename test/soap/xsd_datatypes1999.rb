# xsd/datatypes1999 renames the schema namespace and literals in place.
require 'soap/marshal'
require 'xsd/datatypes1999'
p XSD::Namespace, XSD::InstanceNamespace, XSD::AnyTypeLiteral, XSD::NilLiteral, XSD::DateTimeLiteral, XSD::XSDDateTime::Type.to_s, XSD::XSDNil::Type.to_s, XSD::AttrNilName.to_s, XSD::NilValue
p XSD::XSDDateTime.new("2001-02-03T04:05:06Z").to_s
s = SOAP::Marshal.dump([nil, Time.at(0).utc, 1])
puts s
p SOAP::Marshal.load(s)
