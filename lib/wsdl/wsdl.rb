# WSDL: the WSDL 1.1 reader of SOAP4R.

require 'xsd/qname'

module WSDL


Version = '0.0.2'

Namespace = 'http://schemas.xmlsoap.org/wsdl/'
SOAPBindingNamespace ='http://schemas.xmlsoap.org/wsdl/soap/'

class Error < StandardError; end


end
