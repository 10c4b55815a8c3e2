# the methods of the socket classes, as 1.8.7 has them
require 'socket'
[BasicSocket, IPSocket, TCPSocket, TCPServer, UDPSocket, UNIXSocket, UNIXServer, Socket, SocketError].each do |c|
  puts "#{c} < #{c.superclass}: #{c.public_instance_methods(false).sort.join(' ')}"
  puts "  singleton: #{c.singleton_methods(false).sort.join(' ')}"
  puts "  private: #{c.private_instance_methods(false).sort.join(' ')}"
end
