# XSD 1999 (the draft schema namespace): loading this renames the schema
# namespaces and the literals that changed since, in place, so every QName
# made from them (types, xsi:type, xsi:null) follows.

require 'xsd/datatypes'


module XSD


Namespace.replace('http://www.w3.org/1999/XMLSchema')
InstanceNamespace.replace('http://www.w3.org/1999/XMLSchema-instance')

AnyTypeLiteral.replace('ur-type')
AnySimpleTypeLiteral.replace('ur-type')
NilLiteral.replace('null')
NilValue.replace('1')
DateTimeLiteral.replace('timeInstant')

# As in 1.8.7, tables keyed by these QNames (SOAP::TypeMap) are not rehashed:
# after the rename, decoding finds no 1999 type and gives strings.


end
