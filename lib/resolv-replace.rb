# resolv-replace.rb - makes the socket classes look host names up through
# Resolv (Ruby code, thread friendly) instead of the C resolver.
require 'socket'
require 'resolv'

class << IPSocket
  alias original_resolv_getaddress getaddress
  def getaddress(host)
    begin
      return Resolv.getaddress(host).to_s
    rescue Resolv::ResolvError
      raise SocketError, "Hostname not known: #{host}"
    end
  end
end

class TCPSocket
  alias original_resolv_initialize initialize
  def initialize(host, serv, *rest)
    rest[0] = IPSocket.getaddress(rest[0]) unless rest.empty?
    original_resolv_initialize(IPSocket.getaddress(host), serv, *rest)
  end
end

class UDPSocket
  alias original_resolv_bind bind
  def bind(host, port)
    host = IPSocket.getaddress(host) if host != ""
    original_resolv_bind(host, port)
  end

  alias original_resolv_connect connect
  def connect(host, port)
    original_resolv_connect(IPSocket.getaddress(host), port)
  end

  alias original_resolv_send send
  # send(mesg, flags, host, port) tries each address of host in turn
  def send(mesg, flags, *rest)
    return original_resolv_send(mesg, flags, *rest) unless rest.length == 2
    host, port = rest
    begin
      addrs = Resolv.getaddresses(host)
    rescue Resolv::ResolvError
      raise SocketError, "Hostname not known: #{host}"
    end
    addrs[0...-1].each {|addr|
      begin
        return original_resolv_send(mesg, flags, addr, port)
      rescue SystemCallError
      end
    }
    original_resolv_send(mesg, flags, addrs[-1], port)
  end
end

class SOCKSSocket < TCPSocket
  alias original_resolv_initialize initialize
  def initialize(host, serv)
    original_resolv_initialize(IPSocket.getaddress(host), port)
  end
end if defined? SOCKSSocket
