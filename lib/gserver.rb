# gserver.rb - GServer, a generic threaded TCP server: subclass it, define
# serve(io), then start; at most maxConnections clients are served at once.
#
#   class EchoServer < GServer
#     def serve(io) io.puts(io.gets) end
#   end
#   server = EchoServer.new(1234)
#   server.start
#   server.join
require "socket"
require "thread"

class GServer
  DEFAULT_HOST = "127.0.0.1"

  # serves one client; the connection is closed when it returns
  def serve(io)
  end

  @@services = {} # host => {port => server} of the running servers
  @@servicesMutex = Mutex.new

  def GServer.stop(port, host = DEFAULT_HOST)
    @@servicesMutex.synchronize {
      @@services[host][port].stop
    }
  end

  def GServer.in_service?(port, host = DEFAULT_HOST)
    @@services.has_key?(host) and @@services[host].has_key?(port)
  end

  # stops at once, interrupting the clients being served
  def stop
    @connectionsMutex.synchronize {
      @tcpServerThread.raise "stop" if @tcpServerThread
    }
  end

  def stopped?
    @tcpServerThread == nil
  end

  # stops after the next connection, once every client is done
  def shutdown
    @shutdown = true
  end

  def connections
    @connections.size
  end

  def join
    @tcpServerThread.join if @tcpServerThread
  end

  attr_reader :port, :host, :maxConnections
  attr_accessor :stdlog, :audit, :debug

  # with audit on: logs the client; a false answer refuses it
  def connecting(client)
    addr = client.peeraddr
    log("#{self.class.to_s} #{@host}:#{@port} client:#{addr[1]} " +
        "#{addr[2]}<#{addr[3]}> connect")
    true
  end

  def disconnecting(clientPort)
    log("#{self.class.to_s} #{@host}:#{@port} " +
        "client:#{clientPort} disconnect")
  end

  protected :connecting, :disconnecting

  def starting()
    log("#{self.class.to_s} #{@host}:#{@port} start")
  end

  def stopping()
    log("#{self.class.to_s} #{@host}:#{@port} stop")
  end

  protected :starting, :stopping

  # with debug on: logs an exception of serve or of the server
  def error(detail)
    log(detail.backtrace.join("\n"))
  end

  def log(msg)
    if @stdlog
      @stdlog.puts("[#{Time.new.ctime}] %s" % msg)
      @stdlog.flush
    end
  end

  protected :error, :log

  def initialize(port, host = DEFAULT_HOST, maxConnections = 4,
                 stdlog = $stderr, audit = false, debug = false)
    @tcpServerThread = nil
    @port = port
    @host = host
    @maxConnections = maxConnections
    @connections = []
    @connectionsMutex = Mutex.new
    @connectionsCV = ConditionVariable.new
    @stdlog = stdlog
    @audit = audit
    @debug = debug
  end

  def start(maxConnections = -1)
    raise "running" if !stopped?
    @shutdown = false
    @maxConnections = maxConnections if maxConnections > 0
    @@servicesMutex.synchronize {
      if GServer.in_service?(@port, @host)
        raise "Port already in use: #{host}:#{@port}!"
      end
      @tcpServer = TCPServer.new(@host, @port)
      @port = @tcpServer.addr[1]
      @@services[@host] = {} unless @@services.has_key?(@host)
      @@services[@host][@port] = self
    }
    @tcpServerThread = Thread.new { run_server }
    self
  end

  private

  def run_server
    begin
      starting if @audit
      while !@shutdown
        @connectionsMutex.synchronize {
          while @connections.size >= @maxConnections
            @connectionsCV.wait(@connectionsMutex)
          end
        }
        client = @tcpServer.accept
        @connections << Thread.new(client) {|myClient| serve_client(myClient) }
      end
    rescue => detail
      error(detail) if @debug
    ensure
      begin
        @tcpServer.close
      rescue
      end
      if @shutdown
        @connectionsMutex.synchronize {
          @connectionsCV.wait(@connectionsMutex) while @connections.size > 0
        }
      else
        @connections.each {|c| c.raise "stop" }
      end
      @tcpServerThread = nil
      @@servicesMutex.synchronize {
        @@services[@host].delete(@port)
      }
      stopping if @audit
    end
  end

  def serve_client(myClient)
    begin
      myPort = myClient.peeraddr[1]
      serve(myClient) if !@audit or connecting(myClient)
    rescue => detail
      error(detail) if @debug
    ensure
      begin
        myClient.close
      rescue
      end
      @connectionsMutex.synchronize {
        @connections.delete(Thread.current)
        @connectionsCV.signal
      }
      disconnecting(myPort) if @audit
    end
  end
end
