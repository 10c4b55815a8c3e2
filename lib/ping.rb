# ping.rb - Ping.pingecho(host, timeout=5, service="echo"): true when a TCP
# connection to host's service succeeds or is refused within timeout.
require 'timeout'
require 'socket'

module Ping
  def pingecho(host, timeout=5, service="echo")
    begin
      timeout(timeout) do
        s = TCPSocket.new(host, service)
        s.close
      end
    rescue Errno::ECONNREFUSED
      return true # the host answered, even if nobody listens
    rescue Timeout::Error, StandardError
      return false
    end
    return true
  end
  module_function :pingecho
end
