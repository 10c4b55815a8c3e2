# drb/extserv.rb -- a service started by ExtServManager registers itself
# with the manager at +there+ under +name+.

require 'drb/drb'

module DRb
  class ExtServ
    include DRbUndumped

    def initialize(there, name, server=nil)
      @server = server || DRb::primary_server
      @name = name
      ro = DRbObject.new(nil, there)
      @invoker = ro.regist(name, DRbObject.new(self, @server.uri))
    end
    attr_reader :server

    def front
      DRbObject.new(nil, @server.uri)
    end

    def stop_service
      @invoker.unregist(@name)
      server = @server
      @server = nil
      server.stop_service
      true
    end

    def alive?
      @server ? @server.alive? : false
    end
  end
end
