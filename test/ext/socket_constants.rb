# Socket's constants: 1.8.7's names, as C ints (INADDR_BROADCAST is -1),
# the same in Socket::Constants
require 'socket'
p Socket.constants.sort
p((Socket.constants - Socket::Constants.constants).sort)
p [Socket::INADDR_BROADCAST, Socket::INADDR_NONE, Socket::INADDR_ALLHOSTS_GROUP, Socket::INADDR_LOOPBACK]
p [Socket::EAI_NONAME, Socket::EAI_AGAIN, Socket::NI_MAXHOST, Socket::NI_MAXSERV, Socket::IPPORT_RESERVED]
p [Socket::SOL_TCP, Socket::SOL_UDP, Socket::IPPROTO_ICMP, Socket::MSG_WAITALL, Socket::SO_DEBUG]
p defined?(Socket::SOMAXCONN)
