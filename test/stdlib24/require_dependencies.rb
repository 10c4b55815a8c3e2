# the files each library loads as in 1.8.7 (Forwardable with the tuple
# space, XSD::QName with WSDL, XSD::NS with the SOAP generator); the
# openssl files are left out (the oracle is built without it)
%w(rinda/tuplespace wsdl/wsdl soap/generator soap/streamHandler rss/rss rss/atom xmlrpc/server).each do |lib|
  before = $".dup
  require lib
  puts "#{lib}: #{($" - before).reject { |f| f =~ /openssl|digest|fcntl|https|strscan|hashorder/ }.sort.join(' ')}"
end
