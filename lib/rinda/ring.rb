# rinda/ring.rb -- finding a TupleSpace on the network: a RingServer
# answers UDP broadcasts with its space; RingFinger sends them.

require 'drb/drb'
require 'rinda/rinda'
require 'thread'

module Rinda

  Ring_PORT = 7647

  # Listens for broadcasts and answers each with the tuple space.
  class RingServer

    include DRbUndumped

    def initialize(ts, port=Ring_PORT)
      @ts = ts
      @soc = UDPSocket.open
      @soc.bind('', port)
      @w_service = write_service
      @r_service = reply_service
    end

    def write_service
      Thread.new do
        loop do
          msg = @soc.recv(1024)
          do_write(msg)
        end
      end
    end

    # A broadcast carries [:lookup_ring, callback]: the callback is put
    # into the space.
    def do_write(msg)
      Thread.new do
        begin
          tuple, sec = Marshal.load(msg)
          @ts.write(tuple, sec)
        rescue
        end
      end
    end

    def reply_service
      Thread.new do
        loop do
          do_reply
        end
      end
    end

    # Takes a lookup request and calls its callback with the space.
    def do_reply
      tuple = @ts.take([:lookup_ring, DRbObject])
      Thread.new { tuple[1].call(@ts) rescue nil}
    rescue
    end
  end

  # Sends lookup broadcasts and collects the spaces that answer.
  class RingFinger

    @@broadcast_list = ['<broadcast>', 'localhost']

    @@finger = nil

    def self.finger
      unless @@finger
        @@finger = self.new
        @@finger.lookup_ring_any
      end
      @@finger
    end

    def self.primary
      finger.primary
    end

    def self.to_a
      finger.to_a
    end

    attr_accessor :broadcast_list
    attr_accessor :port
    attr_accessor :primary

    def initialize(broadcast_list=@@broadcast_list, port=Ring_PORT)
      @broadcast_list = broadcast_list || ['localhost']
      @port = port
      @primary = nil
      @rings = []
    end

    def to_a
      @rings
    end

    def each
      lookup_ring_any unless @primary
      return unless @primary
      yield(@primary)
      @rings.each { |x| yield(x) }
    end

    # Broadcasts a lookup; the block gets each space that answers within
    # +timeout+ seconds.
    def lookup_ring(timeout=5, &block)
      return lookup_ring_any(timeout) unless block_given?

      msg = Marshal.dump([[:lookup_ring, DRbObject.new(block)], timeout])
      @broadcast_list.each do |it|
        soc = UDPSocket.open
        begin
          soc.setsockopt(Socket::SOL_SOCKET, Socket::SO_BROADCAST, true)
          soc.send(msg, 0, it, @port)
        rescue
          nil
        ensure
          soc.close
        end
      end
      sleep(timeout)
    end

    def lookup_ring_any(timeout=5)
      queue = Queue.new

      th = Thread.new do
        self.lookup_ring(timeout) do |ts|
          queue.push(ts)
        end
        queue.push(nil)
        while it = queue.pop
          @rings.push(it)
        end
      end

      @primary = queue.pop
      raise('RingNotFound') if @primary.nil?
      @primary
    end
  end

  # Registers a service in the space found by RingFinger.
  class RingProvider

    def initialize(klass, front, desc, renewer = nil)
      @tuple = [:name, klass, front, desc]
      @renewer = renewer || Rinda::SimpleRenewer.new
    end

    def provide
      ts = Rinda::RingFinger.primary
      ts.write(@tuple, @renewer)
    end
  end
end
