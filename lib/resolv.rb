# resolv.rb - a thread-aware host name resolver written in Ruby: /etc/hosts
# style files (Resolv::Hosts), DNS over UDP/TCP (Resolv::DNS) and the address
# classes Resolv::IPv4 / Resolv::IPv6, with the API of Ruby 1.8.7.
#
#   Resolv.getaddress("www.ruby-lang.org")
#   Resolv::DNS.open {|dns| dns.getresources("ruby-lang.org", Resolv::DNS::Resource::IN::MX) }

require 'socket'
require 'fcntl'
require 'timeout'
require 'thread'
begin
  require 'securerandom'
rescue LoadError
end

class Resolv
  def self.getaddress(name)
    DefaultResolver.getaddress(name)
  end

  def self.getaddresses(name)
    DefaultResolver.getaddresses(name)
  end

  def self.each_address(name, &block)
    DefaultResolver.each_address(name, &block)
  end

  def self.getname(address)
    DefaultResolver.getname(address)
  end

  def self.getnames(address)
    DefaultResolver.getnames(address)
  end

  def self.each_name(address, &proc)
    DefaultResolver.each_name(address, &proc)
  end

  # resolvers are asked in order; the first one that knows the name wins
  def initialize(resolvers=[Hosts.new, DNS.new])
    @resolvers = resolvers
  end

  def getaddress(name)
    each_address(name) {|address| return address}
    raise ResolvError.new("no address for #{name}")
  end

  def getaddresses(name)
    ret = []
    each_address(name) {|address| ret << address}
    return ret
  end

  def each_address(name)
    if AddressRegex =~ name
      yield name
      return
    end
    yielded = false
    @resolvers.each {|r|
      r.each_address(name) {|address|
        yield address.to_s
        yielded = true
      }
      return if yielded
    }
  end

  def getname(address)
    each_name(address) {|name| return name}
    raise ResolvError.new("no name for #{address}")
  end

  def getnames(address)
    ret = []
    each_name(address) {|name| ret << name}
    return ret
  end

  def each_name(address)
    yielded = false
    @resolvers.each {|r|
      r.each_name(address) {|name|
        yield name.to_s
        yielded = true
      }
      return if yielded
    }
  end

  class ResolvError < StandardError; end

  class ResolvTimeout < TimeoutError; end

  # A hosts file: "address name aliases..." lines, '#' starts a comment.
  class Hosts
    DefaultFileName = '/etc/hosts'

    def initialize(filename = DefaultFileName)
      @filename = filename
      @mutex = Mutex.new
      @initialized = nil
    end

    def lazy_initialize
      @mutex.synchronize {
        unless @initialized
          @name2addr = {}
          @addr2name = {}
          open(@filename) {|f| f.each {|line| add_line(line) } }
          # the last line naming a host gives its first address
          @name2addr.each {|name, arr| arr.reverse!}
          @initialized = true
        end
      }
      self
    end

    def getaddress(name)
      each_address(name) {|address| return address}
      raise ResolvError.new("#{@filename} has no name: #{name}")
    end

    def getaddresses(name)
      ret = []
      each_address(name) {|address| ret << address}
      return ret
    end

    def each_address(name, &proc)
      lazy_initialize
      if @name2addr.include?(name)
        @name2addr[name].each(&proc)
      end
    end

    def getname(address)
      each_name(address) {|name| return name}
      raise ResolvError.new("#{@filename} has no address: #{address}")
    end

    def getnames(address)
      ret = []
      each_name(address) {|name| ret << name}
      return ret
    end

    def each_name(address, &proc)
      lazy_initialize
      if @addr2name.include?(address)
        @addr2name[address].each(&proc)
      end
    end

    private

    def add_line(line)
      line = line.sub(/#.*/, '')
      addr, hostname, *aliases = line.split(/\s+/)
      return if addr.nil? || addr.empty? || hostname.nil?
      addr.untaint
      hostname.untaint
      (@addr2name[addr] ||= []).concat([hostname] + aliases)
      ([hostname] + aliases).each {|n|
        n.untaint
        (@name2addr[n] ||= []) << addr
      }
    end
  end

  # A DNS stub resolver.
  class DNS
    Port = 53
    UDPSize = 512

    DNSThreadGroup = ThreadGroup.new

    RequestID = {}
    RequestIDMutex = Mutex.new

    # DNS.open(config_info=nil) {|dns| ...}: closes dns after the block
    def self.open(*args)
      dns = new(*args)
      return dns unless block_given?
      begin
        yield dns
      ensure
        dns.close
      end
    end

    # config_info: nil (/etc/resolv.conf), a resolv.conf file name, or a
    # Hash with :nameserver, :search and :ndots
    def initialize(config_info=nil)
      @mutex = Mutex.new
      @config = Config.new(config_info)
      @initialized = nil
    end

    def lazy_initialize
      @mutex.synchronize {
        unless @initialized
          @config.lazy_initialize
          @initialized = true
        end
      }
      self
    end

    def close
      @mutex.synchronize {
        @initialized = false if @initialized
      }
    end

    def getaddress(name)
      each_address(name) {|address| return address}
      raise ResolvError.new("DNS result has no information for #{name}")
    end

    def getaddresses(name)
      ret = []
      each_address(name) {|address| ret << address}
      return ret
    end

    def each_address(name)
      each_resource(name, Resource::IN::A) {|resource| yield resource.address}
      each_resource(name, Resource::IN::AAAA) {|resource| yield resource.address}
    end

    def getname(address)
      each_name(address) {|name| return name}
      raise ResolvError.new("DNS result has no information for #{address}")
    end

    def getnames(address)
      ret = []
      each_name(address) {|name| ret << name}
      return ret
    end

    def each_name(address)
      case address
      when Name
        ptr = address
      when IPv4::Regex
        ptr = IPv4.create(address).to_name
      when IPv6::Regex
        ptr = IPv6.create(address).to_name
      else
        raise ResolvError.new("cannot interpret as address: #{address}")
      end
      each_resource(ptr, Resource::IN::PTR) {|resource| yield resource.name}
    end

    def getresource(name, typeclass)
      each_resource(name, typeclass) {|resource| return resource}
      raise ResolvError.new("DNS result has no information for #{name}")
    end

    def getresources(name, typeclass)
      ret = []
      each_resource(name, typeclass) {|resource| ret << resource}
      return ret
    end

    def each_resource(name, typeclass, &proc)
      lazy_initialize
      requester = make_requester
      senders = {}
      begin
        @config.resolv(name) {|candidate, tout, nameserver|
          msg = Message.new
          msg.rd = 1
          msg.add_question(candidate, typeclass)
          sender = senders[[candidate, nameserver]] ||=
            requester.sender(msg, candidate, nameserver)
          reply, reply_name = requester.request(sender, tout)
          case reply.rcode
          when RCode::NoError
            extract_resources(reply, reply_name, typeclass, &proc)
            return
          when RCode::NXDomain
            raise Config::NXDomain.new(reply_name.to_s)
          else
            raise Config::OtherResolvError.new(reply_name.to_s)
          end
        }
      ensure
        requester.close
      end
    end

    def make_requester
      if nameserver = @config.single?
        Requester::ConnectedUDP.new(nameserver)
      else
        Requester::UnconnectedUDP.new(*@config.nameserver_port)
      end
    end

    # yields the answers for name of typeclass, following one CNAME
    def extract_resources(msg, name, typeclass)
      if typeclass < Resource::ANY
        n0 = Name.create(name)
        msg.each_answer {|n, ttl, data| yield data if n0 == n }
      end
      yielded = false
      n0 = Name.create(name)
      msg.each_answer {|n, ttl, data|
        next unless n0 == n
        case data
        when typeclass
          yield data
          yielded = true
        when Resource::CNAME
          n0 = data.name
        end
      }
      return if yielded
      msg.each_answer {|n, ttl, data|
        yield data if n0 == n && typeclass === data
      }
    end

    def self.random(arg)
      begin
        SecureRandom.random_number(arg)
      rescue NotImplementedError, NameError
        rand(arg)
      end
    end

    def self.rangerand(range)
      base = range.begin
      len = range.end - range.begin
      len += 1 unless range.exclude_end?
      base + random(len)
    end

    def self.allocate_request_id(host, port)
      id = nil
      RequestIDMutex.synchronize {
        h = (RequestID[[host, port]] ||= {})
        begin
          id = rangerand(0x0000..0xffff)
        end while h[id]
        h[id] = true
      }
      id
    end

    def self.free_request_id(host, port, id)
      RequestIDMutex.synchronize {
        key = [host, port]
        if h = RequestID[key]
          h.delete id
          RequestID.delete key if h.empty?
        end
      }
    end

    def self.bind_random_port(udpsock, bind_host="0.0.0.0")
      begin
        port = rangerand(1024..65535)
        udpsock.bind(bind_host, port)
      rescue Errno::EADDRINUSE
        retry
      end
    end

    # Sends queries and matches replies to them by id (and peer).
    class Requester
      def initialize
        @senders = {}
        @socks = nil
      end

      def request(sender, tout)
        timelimit = Time.now + tout
        sender.send
        while true
          timeout = timelimit - Time.now
          raise ResolvTimeout if timeout <= 0
          ready = IO.select(@socks, nil, nil, timeout)
          raise ResolvTimeout unless ready
          reply, from = recv_reply(ready[0])
          begin
            msg = Message.decode(reply)
          rescue DecodeError
            next # broken reply: keep waiting for a good one
          end
          if s = @senders[[from, msg.id]]
            break
          end
        end
        return msg, s.data
      end

      def close
        socks = @socks
        @socks = nil
        socks.each {|sock| sock.close } if socks
      end

      class Sender
        def initialize(msg, data, sock)
          @msg = msg
          @data = data
          @sock = sock
        end
      end

      # One socket per address family for any number of nameservers.
      class UnconnectedUDP < Requester
        def initialize(*nameserver_port)
          super()
          @nameserver_port = nameserver_port
          @socks_hash = {}
          @socks = []
          nameserver_port.each {|host, port|
            bind_host = bind_host_of(host)
            next if @socks_hash[bind_host]
            sock = UDPSocket.new(host.index(':') ? Socket::AF_INET6 : Socket::AF_INET)
            DNS.bind_random_port(sock, bind_host)
            sock.fcntl(Fcntl::F_SETFD, Fcntl::FD_CLOEXEC) if defined? Fcntl::F_SETFD
            @socks_hash[bind_host] = sock
            @socks << sock
          }
        end

        def bind_host_of(host)
          host.index(':') ? "::" : "0.0.0.0"
        end
        private :bind_host_of

        def recv_reply(readable_socks)
          reply, from = readable_socks[0].recvfrom(UDPSize)
          return reply, [from[3], from[1]]
        end

        # (a host of a family no nameserver had has no socket)
        def sender(msg, data, host, port=Port)
          sock = @socks_hash[bind_host_of(host)]
          service = [host, port]
          id = DNS.allocate_request_id(host, port)
          request = msg.encode
          request[0, 2] = [id].pack('n')
          return @senders[[service, id]] =
            Sender.new(request, data, sock, host, port)
        end

        def close
          super
          @senders.each_key {|service, id|
            DNS.free_request_id(service[0], service[1], id)
          }
        end

        class Sender < Requester::Sender
          def initialize(msg, data, sock, host, port)
            super(msg, data, sock)
            @host = host
            @port = port
          end
          attr_reader :data

          def send
            @sock.send(@msg, 0, @host, @port)
          end
        end
      end

      # A socket connected to one nameserver.
      class ConnectedUDP < Requester
        def initialize(host, port=Port)
          super()
          @host = host
          @port = port
          ipv6 = host.index(':')
          @sock = UDPSocket.new(ipv6 ? Socket::AF_INET6 : Socket::AF_INET)
          DNS.bind_random_port(@sock, ipv6 ? "::" : "0.0.0.0")
          @sock.connect(host, port)
          @sock.fcntl(Fcntl::F_SETFD, Fcntl::FD_CLOEXEC) if defined? Fcntl::F_SETFD
          @socks = [@sock]
        end

        def recv_reply(readable_socks)
          reply = readable_socks[0].recv(UDPSize)
          return reply, nil
        end

        def sender(msg, data, host=@host, port=@port)
          unless host == @host && port == @port
            raise RequestError.new("host/port don't match: #{host}:#{port}")
          end
          id = DNS.allocate_request_id(@host, @port)
          request = msg.encode
          request[0, 2] = [id].pack('n')
          return @senders[[nil, id]] = Sender.new(request, data, @sock)
        end

        def close
          super
          @senders.each_key {|from, id|
            DNS.free_request_id(@host, @port, id)
          }
        end

        class Sender < Requester::Sender
          def send
            @sock.send(@msg, 0)
          end
          attr_reader :data
        end
      end

      # DNS over TCP: each message carries a 16-bit length prefix.
      class TCP < Requester
        def initialize(host, port=Port)
          super()
          @host = host
          @port = port
          @sock = TCPSocket.new(@host, @port)
          @sock.fcntl(Fcntl::F_SETFD, Fcntl::FD_CLOEXEC) if defined? Fcntl::F_SETFD
          @socks = [@sock]
          @senders = {}
        end

        def recv_reply(readable_socks)
          len = readable_socks[0].read(2).unpack('n')[0]
          reply = @sock.read(len)
          return reply, nil
        end

        def sender(msg, data, host=@host, port=@port)
          unless host == @host && port == @port
            raise RequestError.new("host/port don't match: #{host}:#{port}")
          end
          id = DNS.allocate_request_id(@host, @port)
          request = msg.encode
          request[0, 2] = [request.length, id].pack('nn')
          return @senders[[nil, id]] = Sender.new(request, data, @sock)
        end

        class Sender < Requester::Sender
          def send
            @sock.print(@msg)
            @sock.flush
          end
          attr_reader :data
        end

        def close
          super
          @senders.each_key {|from, id|
            DNS.free_request_id(@host, @port, id)
          }
        end
      end

      class RequestError < StandardError
      end
    end

    # Nameservers, search list and ndots; candidates and timeouts per query.
    class Config
      def initialize(config_info=nil)
        @mutex = Mutex.new
        @config_info = config_info
        @initialized = nil
      end

      def Config.parse_resolv_conf(filename)
        nameserver = []
        search = nil
        ndots = 1
        open(filename) {|f|
          f.each {|line|
            line = line.sub(/[#;].*/, '')
            keyword, *args = line.split(/\s+/)
            next unless keyword
            args.each {|arg| arg.untaint }
            case keyword
            when 'nameserver'
              nameserver += args
            when 'domain'
              search = [args[0]] unless args.empty?
            when 'search'
              search = args unless args.empty?
            when 'options'
              args.each {|arg|
                ndots = $1.to_i if /\Andots:(\d+)\z/ =~ arg
              }
            end
          }
        }
        return { :nameserver => nameserver, :search => search, :ndots => ndots }
      end

      def Config.default_config_hash(filename="/etc/resolv.conf")
        if File.exist?(filename)
          parse_resolv_conf(filename)
        else
          nil
        end
      end

      def lazy_initialize
        @mutex.synchronize {
          unless @initialized
            load_config(config_hash)
            @initialized = true
          end
        }
        self
      end

      def single?
        lazy_initialize
        @nameserver.length == 1 ? @nameserver[0] : nil
      end

      # [[address, port], ...] of the nameservers (reads the configuration
      # first when not done yet)
      def nameserver_port
        lazy_initialize
        @nameserver_port
      end

      def generate_candidates(name)
        name = Name.create(name)
        return [name] if name.absolute?
        candidates = @ndots <= name.length - 1 ? [Name.new(name.to_a)] : []
        candidates.concat(@search.map {|domain| Name.new(name.to_a + domain) })
      end

      InitialTimeout = 5

      def generate_timeouts
        ts = [InitialTimeout]
        ts << ts[-1] * 2 / @nameserver.length
        ts << ts[-1] * 2
        ts << ts[-1] * 2
        return ts
      end

      # yields (candidate, timeout, nameserver) until the block returns;
      # NXDOMAIN moves to the next candidate, timeouts to the next server
      def resolv(name)
        candidates = generate_candidates(name)
        timeouts = generate_timeouts
        begin
          candidates.each {|candidate|
            begin
              timeouts.each {|tout|
                @nameserver.each {|nameserver|
                  begin
                    yield candidate, tout, nameserver
                  rescue ResolvTimeout
                  end
                }
              }
              raise ResolvError.new("DNS resolv timeout: #{name}")
            rescue NXDomain
            end
          }
        rescue ResolvError
        end
      end

      class NXDomain < ResolvError
      end

      class OtherResolvError < ResolvError
      end

      private

      def config_hash
        case @config_info
        when nil
          Config.default_config_hash || {}
        when String
          Config.parse_resolv_conf(@config_info)
        when Hash
          h = @config_info.dup
          h[:nameserver] = [h[:nameserver]] if String === h[:nameserver]
          h[:search] = [h[:search]] if String === h[:search]
          h
        else
          raise ArgumentError.new("invalid resolv configuration: #{@config_info.inspect}")
        end
      end

      def load_config(h)
        @nameserver = h.include?(:nameserver) ? h[:nameserver] : []
        @search = h[:search]
        @ndots = h.include?(:ndots) ? h[:ndots] : 1
        @nameserver = ['0.0.0.0'] if @nameserver.empty?
        if @search
          @search = @search.map {|arg| Label.split(arg) }
        else
          hostname = Socket.gethostname
          @search = /\./ =~ hostname ? [Label.split($')] : [[]]
        end
        unless Array === @nameserver && @nameserver.all? {|ns| String === ns }
          raise ArgumentError.new("invalid nameserver config: #{@nameserver.inspect}")
        end
        unless Array === @search && @search.all? {|ls| Array === ls }
          raise ArgumentError.new("invalid search config: #{@search.inspect}")
        end
        @nameserver_port = @nameserver.map {|ns| [ns, Port] }
        unless Integer === @ndots
          raise ArgumentError.new("invalid ndots config: #{@ndots.inspect}")
        end
      end
    end

    class DecodeError < StandardError
    end

    class EncodeError < StandardError
    end

    module Label
      def self.split(arg)
        labels = []
        arg.scan(/[^\.]+/) {labels << Str.new($&)}
        return labels
      end

      # a label compares without case but keeps its spelling
      class Str
        def initialize(string)
          @string = string
          @downcase = string.downcase
        end
        attr_reader :string, :downcase

        def to_s
          return @string
        end

        def inspect
          return "#<#{self.class} #{self.to_s}>"
        end

        def ==(other)
          return @downcase == other.downcase
        end

        def eql?(other)
          return self == other
        end

        def hash
          return @downcase.hash
        end
      end
    end

    class Name
      def self.create(arg)
        case arg
        when Name
          return arg
        when String
          return Name.new(Label.split(arg), /\.\z/ =~ arg ? true : false)
        else
          raise ArgumentError.new("cannot interpret as DNS name: #{arg}")
        end
      end

      def initialize(labels, absolute=true)
        @labels = labels
        @absolute = absolute
      end

      def inspect
        "#<#{self.class}: #{self.to_s}#{@absolute ? '.' : ''}>"
      end

      def absolute?
        return @absolute
      end

      # spelling matters here (labels themselves compare without case)
      def ==(other)
        return false unless Name === other
        return @labels.map {|l| l.to_s } == other.to_a.map {|l| l.to_s } &&
               @absolute == other.absolute?
      end
      alias eql? ==

      def subdomain_of?(other)
        raise ArgumentError, "not a domain name: #{other.inspect}" unless Name === other
        return false if @absolute != other.absolute?
        other_len = other.length
        return false if @labels.length <= other_len
        return @labels[-other_len, other_len] == other.to_a
      end

      def hash
        return @labels.hash ^ @absolute.hash
      end

      def to_a
        return @labels
      end

      def length
        return @labels.length
      end

      def [](i)
        return @labels[i]
      end

      def to_s
        return @labels.join('.')
      end
    end

    module OpCode
      Query = 0
      IQuery = 1
      Status = 2
      Notify = 4
      Update = 5
    end

    module RCode
      NoError = 0
      FormErr = 1
      ServFail = 2
      NXDomain = 3
      NotImp = 4
      Refused = 5
      YXDomain = 6
      YXRRSet = 7
      NXRRSet = 8
      NotAuth = 9
      NotZone = 10
      BADVERS = 16
      BADSIG = 16
      BADKEY = 17
      BADTIME = 18
      BADMODE = 19
      BADNAME = 20
      BADALG = 21
    end

    class Message
      @@identifier = -1

      def initialize(id = (@@identifier += 1) & 0xffff)
        @id = id
        @qr = 0
        @opcode = 0
        @aa = 0
        @tc = 0
        @rd = 0 # recursion desired
        @ra = 0 # recursion available
        @rcode = 0
        @question = []
        @answer = []
        @authority = []
        @additional = []
      end

      attr_accessor :id, :qr, :opcode, :aa, :tc, :rd, :ra, :rcode
      attr_reader :question, :answer, :authority, :additional

      def ==(other)
        return @id == other.id &&
               @qr == other.qr &&
               @opcode == other.opcode &&
               @aa == other.aa &&
               @tc == other.tc &&
               @rd == other.rd &&
               @ra == other.ra &&
               @rcode == other.rcode &&
               @question == other.question &&
               @answer == other.answer &&
               @authority == other.authority &&
               @additional == other.additional
      end

      def add_question(name, typeclass)
        @question << [Name.create(name), typeclass]
      end

      def each_question
        @question.each {|name, typeclass| yield name, typeclass }
      end

      def add_answer(name, ttl, data)
        @answer << [Name.create(name), ttl, data]
      end

      def each_answer
        @answer.each {|name, ttl, data| yield name, ttl, data }
      end

      def add_authority(name, ttl, data)
        @authority << [Name.create(name), ttl, data]
      end

      def each_authority
        @authority.each {|name, ttl, data| yield name, ttl, data }
      end

      def add_additional(name, ttl, data)
        @additional << [Name.create(name), ttl, data]
      end

      def each_additional
        @additional.each {|name, ttl, data| yield name, ttl, data }
      end

      def each_resource
        each_answer {|name, ttl, data| yield name, ttl, data }
        each_authority {|name, ttl, data| yield name, ttl, data }
        each_additional {|name, ttl, data| yield name, ttl, data }
      end

      def encode
        return MessageEncoder.new {|msg|
          msg.put_pack('nnnnnn', @id, flags, @question.length, @answer.length,
                       @authority.length, @additional.length)
          @question.each {|name, typeclass|
            msg.put_name(name)
            msg.put_pack('nn', typeclass::TypeValue, typeclass::ClassValue)
          }
          [@answer, @authority, @additional].each {|rrs|
            rrs.each {|name, ttl, data|
              msg.put_name(name)
              msg.put_pack('nnN', data.class::TypeValue, data.class::ClassValue, ttl)
              msg.put_length16 { data.encode_rdata(msg) }
            }
          }
        }.to_s
      end

      def Message.decode(m)
        o = Message.new(0)
        MessageDecoder.new(m) {|msg|
          id, flag, qdcount, ancount, nscount, arcount = msg.get_unpack('nnnnnn')
          o.id = id
          o.__send__(:set_flags, flag)
          qdcount.times { o.add_question(*msg.get_question) }
          ancount.times { o.add_answer(*msg.get_rr) }
          nscount.times { o.add_authority(*msg.get_rr) }
          arcount.times { o.add_additional(*msg.get_rr) }
        }
        return o
      end

      private

      def set_flags(flag)
        @qr = (flag >> 15) & 1
        @opcode = (flag >> 11) & 15
        @aa = (flag >> 10) & 1
        @tc = (flag >> 9) & 1
        @rd = (flag >> 8) & 1
        @ra = (flag >> 7) & 1
        @rcode = flag & 15
      end

      def flags
        (@qr & 1) << 15 | (@opcode & 15) << 11 | (@aa & 1) << 10 |
          (@tc & 1) << 9 | (@rd & 1) << 8 | (@ra & 1) << 7 | (@rcode & 15)
      end

      public

      # Builds a message; names repeat as pointers to their first spelling.
      class MessageEncoder
        def initialize
          @data = ''
          @names = {}
          yield self
        end

        def to_s
          return @data
        end

        def put_bytes(d)
          @data << d
        end

        def put_pack(template, *d)
          @data << d.pack(template)
        end

        def put_length16
          length_index = @data.length
          @data << "\0\0"
          data_start = @data.length
          yield
          @data[length_index, 2] = [@data.length - data_start].pack("n")
        end

        def put_string(d)
          self.put_pack("C", d.length)
          @data << d
        end

        def put_string_list(ds)
          ds.each {|d| self.put_string(d) }
        end

        def put_name(d)
          put_labels(d.to_a)
        end

        def put_labels(d)
          d.each_index {|i|
            domain = d[i..-1]
            if idx = @names[domain]
              self.put_pack("n", 0xc000 | idx)
              return
            else
              @names[domain] = @data.length
              self.put_label(d[i])
            end
          }
          @data << "\0"
        end

        def put_label(d)
          self.put_string(d.to_s)
        end
      end

      class MessageDecoder
        def initialize(data)
          @data = data
          @index = 0
          @limit = data.length
          yield self
        end

        def get_length16
          len, = self.get_unpack('n')
          save_limit = @limit
          @limit = @index + len
          d = yield(len)
          if @index < @limit
            raise DecodeError.new("junk exists")
          elsif @limit < @index
            raise DecodeError.new("limit exceeded")
          end
          @limit = save_limit
          return d
        end

        def get_bytes(len = @limit - @index)
          d = @data[@index, len]
          @index += len
          return d
        end

        def get_unpack(template)
          len = 0
          template.each_byte {|byte|
            case byte
            when ?c, ?C
              len += 1
            when ?n
              len += 2
            when ?N
              len += 4
            else
              raise StandardError.new("unsupported template: '#{byte.chr}' in '#{template}'")
            end
          }
          raise DecodeError.new("limit exceeded") if @limit < @index + len
          arr = @data.unpack("@#{@index}#{template}")
          @index += len
          return arr
        end

        def get_string
          len = @data[@index]
          raise DecodeError.new("limit exceeded") if len.nil? || @limit < @index + 1 + len
          d = @data[@index + 1, len]
          @index += 1 + len
          return d
        end

        def get_string_list
          strings = []
          while @index < @limit
            strings << self.get_string
          end
          strings
        end

        def get_name
          return Name.new(self.get_labels)
        end

        # a pointer must point backwards, so a loop of pointers cannot hang
        def get_labels(limit=nil)
          limit = @index if !limit || @index < limit
          d = []
          while true
            raise DecodeError.new("limit exceeded") if @limit <= @index
            case @data[@index]
            when 0
              @index += 1
              return d
            when 192..255
              idx = self.get_unpack('n')[0] & 0x3fff
              if limit <= idx
                raise DecodeError.new("non-backward name pointer")
              end
              save_index = @index
              @index = idx
              d += self.get_labels(limit)
              @index = save_index
              return d
            else
              d << self.get_label
            end
          end
        end

        def get_label
          return Label::Str.new(self.get_string)
        end

        def get_question
          name = self.get_name
          type, klass = self.get_unpack("nn")
          return name, Resource.get_class(type, klass)
        end

        def get_rr
          name = self.get_name
          type, klass, ttl = self.get_unpack('nnN')
          typeclass = Resource.get_class(type, klass)
          return name, ttl, self.get_length16 { typeclass.decode_rdata(self) }
        end
      end
    end

    class Query
      def encode_rdata(msg)
        raise EncodeError.new("#{self.class} is query.")
      end

      def self.decode_rdata(msg)
        raise DecodeError.new("#{self.class} is query.")
      end
    end

    class Resource < Query
      attr_reader :ttl

      ClassHash = {}

      def encode_rdata(msg)
        raise NotImplementedError.new
      end

      def self.decode_rdata(msg)
        raise NotImplementedError.new
      end

      # two resources are equal when their class and fields are
      def ==(other)
        return false unless self.class == other.class
        names = self.instance_variables
        return false unless names.sort == other.instance_variables.sort
        names.all? {|n| self.instance_variable_get(n) == other.instance_variable_get(n) }
      end

      def eql?(other)
        return self == other
      end

      def hash
        h = 0
        self.instance_variables.each {|name|
          h ^= self.instance_variable_get(name).hash
        }
        return h
      end

      def self.get_class(type_value, class_value)
        return ClassHash[[type_value, class_value]] ||
               Generic.create(type_value, class_value)
      end

      # a record of a type this library does not know: raw rdata
      class Generic < Resource
        def initialize(data)
          @data = data
        end
        attr_reader :data

        def encode_rdata(msg)
          msg.put_bytes(data)
        end

        def self.decode_rdata(msg)
          return self.new(msg.get_bytes)
        end

        def self.create(type_value, class_value)
          c = Class.new(Generic)
          c.const_set(:TypeValue, type_value)
          c.const_set(:ClassValue, class_value)
          Generic.const_set("Type#{type_value}_Class#{class_value}", c)
          ClassHash[[type_value, class_value]] = c
          return c
        end
      end

      class DomainName < Resource
        def initialize(name)
          @name = name
        end
        attr_reader :name

        def encode_rdata(msg)
          msg.put_name(@name)
        end

        def self.decode_rdata(msg)
          return self.new(msg.get_name)
        end
      end

      # Standard (class generic) RRs
      ClassValue = nil

      class NS < DomainName
        TypeValue = 2
      end

      class CNAME < DomainName
        TypeValue = 5
      end

      class SOA < Resource
        TypeValue = 6

        def initialize(mname, rname, serial, refresh, retry_, expire, minimum)
          @mname = mname
          @rname = rname
          @serial = serial
          @refresh = refresh
          @retry = retry_
          @expire = expire
          @minimum = minimum
        end
        attr_reader :mname, :rname, :serial, :refresh, :retry, :expire, :minimum

        def encode_rdata(msg)
          msg.put_name(@mname)
          msg.put_name(@rname)
          msg.put_pack('NNNNN', @serial, @refresh, @retry, @expire, @minimum)
        end

        def self.decode_rdata(msg)
          mname = msg.get_name
          rname = msg.get_name
          serial, refresh, retry_, expire, minimum = msg.get_unpack('NNNNN')
          return self.new(mname, rname, serial, refresh, retry_, expire, minimum)
        end
      end

      class PTR < DomainName
        TypeValue = 12
      end

      # HINFO, MINFO and MX: two fields each, [name, how it is written,
      # how it is read back] (:string, :name, or a pack template); MINFO
      # reads its names back as strings, as 1.8.7 does
      [
        [:HINFO, 13, [:cpu, :string, :string], [:os, :string, :string]],
        [:MINFO, 14, [:rmailbx, :name, :string], [:emailbx, :name, :string]],
        [:MX, 15, [:preference, 'n', 'n'], [:exchange, :name, :name]]
      ].each do |type, value, (a, put_a, get_a), (b, put_b, get_b)|
        # the Ruby source that writes (or reads back) one field
        writer = lambda { |kind, var|
          kind.is_a?(Symbol) ? "msg.put_#{kind}(#{var})" : "msg.put_pack(#{kind.inspect}, #{var})"
        }
        reader = lambda { |kind|
          kind.is_a?(Symbol) ? "msg.get_#{kind}" : "msg.get_unpack(#{kind.inspect})[0]"
        }
        klass = const_set(type, Class.new(Resource))
        klass.const_set(:TypeValue, value)
        klass.class_eval <<-EOS, __FILE__, __LINE__ + 1
          def initialize(#{a}, #{b})
            @#{a} = #{a}
            @#{b} = #{b}
          end
          attr_reader :#{a}, :#{b}

          def encode_rdata(msg)
            #{writer.call(put_a, "@#{a}")}
            #{writer.call(put_b, "@#{b}")}
          end

          def self.decode_rdata(msg)
            #{a} = #{reader.call(get_a)}
            #{b} = #{reader.call(get_b)}
            return self.new(#{a}, #{b})
          end
        EOS
      end

      class TXT < Resource
        TypeValue = 16

        def initialize(first_string, *rest_strings)
          @strings = [first_string, *rest_strings]
        end
        attr_reader :strings

        def data
          @strings[0]
        end

        def encode_rdata(msg)
          msg.put_string_list(@strings)
        end

        def self.decode_rdata(msg)
          strings = msg.get_string_list
          return self.new(*strings)
        end
      end

      class ANY < Query
        TypeValue = 255
      end

      ClassInsensitiveTypes = [NS, CNAME, SOA, PTR, HINFO, MINFO, MX, TXT, ANY]

      # Internet class RRs: the class generic ones again plus A, WKS, AAAA, SRV
      module IN
        ClassValue = 1

        ClassInsensitiveTypes.each {|s|
          c = Class.new(s)
          c.const_set(:TypeValue, s::TypeValue)
          c.const_set(:ClassValue, ClassValue)
          ClassHash[[s::TypeValue, ClassValue]] = c
          self.const_set(s.name.sub(/.*::/, ''), c)
        }

        class A < Resource
          TypeValue = 1
          ClassValue = IN::ClassValue
          ClassHash[[TypeValue, ClassValue]] = self

          def initialize(address)
            @address = IPv4.create(address)
          end
          attr_reader :address

          def encode_rdata(msg)
            msg.put_bytes(@address.address)
          end

          def self.decode_rdata(msg)
            return self.new(IPv4.new(msg.get_bytes(4)))
          end
        end

        class WKS < Resource
          TypeValue = 11
          ClassValue = IN::ClassValue
          ClassHash[[TypeValue, ClassValue]] = self

          def initialize(address, protocol, bitmap)
            @address = IPv4.create(address)
            @protocol = protocol
            @bitmap = bitmap
          end
          attr_reader :address, :protocol, :bitmap

          def encode_rdata(msg)
            msg.put_bytes(@address.address)
            msg.put_pack("n", @protocol)
            msg.put_bytes(@bitmap)
          end

          def self.decode_rdata(msg)
            address = IPv4.new(msg.get_bytes(4))
            protocol, = msg.get_unpack("n")
            bitmap = msg.get_bytes
            return self.new(address, protocol, bitmap)
          end
        end

        class AAAA < Resource
          TypeValue = 28
          ClassValue = IN::ClassValue
          ClassHash[[TypeValue, ClassValue]] = self

          def initialize(address)
            @address = IPv6.create(address)
          end
          attr_reader :address

          def encode_rdata(msg)
            msg.put_bytes(@address.address)
          end

          def self.decode_rdata(msg)
            return self.new(IPv6.new(msg.get_bytes(16)))
          end
        end

        # SRV (RFC 2782): where a service runs
        class SRV < Resource
          TypeValue = 33
          ClassValue = IN::ClassValue
          ClassHash[[TypeValue, ClassValue]] = self

          def initialize(priority, weight, port, target)
            @priority = priority.to_int
            @weight = weight.to_int
            @port = port.to_int
            @target = Name.create(target)
          end
          attr_reader :priority, :weight, :port, :target

          def encode_rdata(msg)
            msg.put_pack("n", @priority)
            msg.put_pack("n", @weight)
            msg.put_pack("n", @port)
            msg.put_name(@target)
          end

          def self.decode_rdata(msg)
            priority, = msg.get_unpack("n")
            weight,   = msg.get_unpack("n")
            port,     = msg.get_unpack("n")
            target    = msg.get_name
            return self.new(priority, weight, port, target)
          end
        end
      end
    end
  end

  class IPv4
    Regex256 = /0
               |1(?:[0-9][0-9]?)?
               |2(?:[0-4][0-9]?|5[0-5]?|[6-9])?
               |[3-9][0-9]?/x
    Regex = /\A(#{Regex256})\.(#{Regex256})\.(#{Regex256})\.(#{Regex256})\z/

    def self.create(arg)
      case arg
      when IPv4
        return arg
      when Regex
        if (0..255) === (a = $1.to_i) &&
           (0..255) === (b = $2.to_i) &&
           (0..255) === (c = $3.to_i) &&
           (0..255) === (d = $4.to_i)
          return self.new([a, b, c, d].pack("CCCC"))
        else
          raise ArgumentError.new("IPv4 address with invalid value: " + arg)
        end
      else
        raise ArgumentError.new("cannot interpret as IPv4 address: #{arg.inspect}")
      end
    end

    def initialize(address)
      unless address.kind_of?(String) && address.length == 4
        raise ArgumentError.new('IPv4 address must be 4 bytes')
      end
      @address = address
    end

    # the 4 bytes of the address
    attr_reader :address

    def to_s
      return sprintf("%d.%d.%d.%d", *@address.unpack("CCCC"))
    end

    def inspect
      return "#<#{self.class} #{self.to_s}>"
    end

    def to_name
      return DNS::Name.create('%d.%d.%d.%d.in-addr.arpa.' % @address.unpack('CCCC').reverse)
    end

    def ==(other)
      return @address == other.address
    end

    def eql?(other)
      return self == other
    end

    def hash
      return @address.hash
    end
  end

  class IPv6
    Regex_8Hex = /\A
      (?:[0-9A-Fa-f]{1,4}:){7}
         [0-9A-Fa-f]{1,4}
      \z/x

    Regex_CompressedHex = /\A
      ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?) ::
      ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?)
      \z/x

    Regex_6Hex4Dec = /\A
      ((?:[0-9A-Fa-f]{1,4}:){6,6})
      (\d+)\.(\d+)\.(\d+)\.(\d+)
      \z/x

    Regex_CompressedHex4Dec = /\A
      ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?) ::
      ((?:[0-9A-Fa-f]{1,4}:)*)
      (\d+)\.(\d+)\.(\d+)\.(\d+)
      \z/x

    Regex = /
      (?:#{Regex_8Hex}) |
      (?:#{Regex_CompressedHex}) |
      (?:#{Regex_6Hex4Dec}) |
      (?:#{Regex_CompressedHex4Dec})/x

    def self.create(arg)
      case arg
      when IPv6
        return arg
      when String
        return IPv6.new(parse(arg))
      else
        raise ArgumentError.new("cannot interpret as IPv6 address: #{arg.inspect}")
      end
    end

    def self.hex_bytes(s) # :nodoc:
      bytes = ''
      s.scan(/[0-9A-Fa-f]+/) {|hex| bytes << [hex.hex].pack('n') }
      bytes
    end

    def self.dec_bytes(arg, *decs) # :nodoc:
      decs = decs.map {|d| d.to_i }
      unless decs.all? {|d| (0..255) === d }
        raise ArgumentError.new("not numeric IPv6 address: " + arg)
      end
      decs.pack('CCCC')
    end

    # the 16 bytes of a textual address ('::' stands for the zero groups)
    def self.parse(arg) # :nodoc:
      if Regex_8Hex =~ arg
        hex_bytes(arg)
      elsif Regex_CompressedHex =~ arg
        a1 = hex_bytes($1)
        a2 = hex_bytes($2)
        a1 + "\0" * (16 - a1.length - a2.length) + a2
      elsif Regex_6Hex4Dec =~ arg
        hex_bytes($1) + dec_bytes(arg, $2, $3, $4, $5)
      elsif Regex_CompressedHex4Dec =~ arg
        a1 = hex_bytes($1)
        a2 = hex_bytes($2) + dec_bytes(arg, $3, $4, $5, $6)
        a1 + "\0" * (16 - a1.length - a2.length) + a2
      else
        raise ArgumentError.new("not numeric IPv6 address: " + arg)
      end
    end
    private_class_method :hex_bytes, :dec_bytes, :parse

    def initialize(address)
      unless address.kind_of?(String) && address.length == 16
        raise ArgumentError.new('IPv6 address must be 16 bytes')
      end
      @address = address
    end

    # the 16 bytes of the address
    attr_reader :address

    # the first run of two or more zero groups becomes '::'
    def to_s
      address = sprintf("%X:%X:%X:%X:%X:%X:%X:%X", *@address.unpack("nnnnnnnn"))
      unless address.sub!(/(^|:)0(:0)+(:|$)/, '::')
        address.sub!(/(^|:)0(:|$)/, '::')
      end
      return address
    end

    def inspect
      return "#<#{self.class} #{self.to_s}>"
    end

    def to_name
      nibbles = @address.unpack("H32")[0].split(//).reverse
      return DNS::Name.create(nibbles.join('.') + '.ip6.arpa.')
    end

    def ==(other)
      return @address == other.address
    end

    def eql?(other)
      return self == other
    end

    def hash
      return @address.hash
    end
  end

  DefaultResolver = self.new

  AddressRegex = /(?:#{IPv4::Regex})|(?:#{IPv6::Regex})/
end
