# open-uri.rb - Kernel#open for http, https and ftp URLs, as in Ruby 1.8.7.
#
#   open("http://www.ruby-lang.org/") {|f|
#     f.each_line {|line| p line}
#     p f.base_uri, f.content_type, f.charset, f.last_modified
#   }
#   URI.parse("http://www.ruby-lang.org/en/").read
#
# The opened object is a StringIO (or a Tempfile for big bodies) extended
# with OpenURI::Meta.

require 'uri'
require 'stringio'
require 'time'

module Kernel
  private
  alias open_uri_original_open open # :nodoc:

  # open(name, *rest): URLs ("scheme://...") and objects that respond to
  # #open are opened through open-uri; anything else as before.
  def open(name, *rest, &block)
    if name.respond_to?(:open)
      name.open(*rest, &block)
    elsif name.respond_to?(:to_str) &&
          %r{\A[A-Za-z][A-Za-z0-9+\-\.]*://} =~ name &&
          (uri = URI.parse(name)).respond_to?(:open)
      uri.open(*rest, &block)
    else
      open_uri_original_open(name, *rest, &block)
    end
  end
  module_function :open
end

module OpenURI
  Options = {
    :proxy => true,
    :progress_proc => true,
    :content_length_proc => true,
    :http_basic_authentication => true,
  }

  # Symbol keys must be known options; String keys are request headers.
  def OpenURI.check_options(options)
    options.each {|k, v|
      next unless Symbol === k
      unless Options.include? k
        raise ArgumentError, "unrecognized option: #{k}"
      end
    }
  end

  # splits (mode, perm, rest) like File.open's optional arguments
  def OpenURI.scan_open_optional_arguments(*rest)
    if !rest.empty? && (String === rest.first || Integer === rest.first)
      mode = rest.shift
      if !rest.empty? && Integer === rest.first
        perm = rest.shift
      end
    end
    return mode, perm, rest
  end

  def OpenURI.open_uri(name, *rest)
    uri = URI::Generic === name ? name : URI.parse(name)
    mode, perm, rest = OpenURI.scan_open_optional_arguments(*rest)
    options = rest.shift if !rest.empty? && Hash === rest.first
    raise ArgumentError.new("extra arguments") if !rest.empty?
    options ||= {}
    OpenURI.check_options(options)

    unless mode == nil ||
           mode == 'r' || mode == 'rb' ||
           mode == File::RDONLY
      raise ArgumentError.new("invalid access mode #{mode} (#{uri.class} resource is read only.)")
    end

    io = open_loop(uri, options)
    if block_given?
      begin
        yield io
      ensure
        io.close
      end
    else
      io
    end
  end

  def OpenURI.proxy_finder(opt_proxy) # :nodoc:
    case opt_proxy
    when true
      lambda {|u| u.find_proxy }
    when nil, false
      lambda {|u| nil }
    when String
      opt_proxy = URI.parse(opt_proxy)
      lambda {|u| opt_proxy }
    when URI::Generic
      lambda {|u| opt_proxy }
    else
      raise ArgumentError.new("Invalid proxy option: #{opt_proxy}")
    end
  end
  private_class_method :proxy_finder

  # fetches uri into a Buffer, following redirections
  def OpenURI.open_loop(uri, options)
    find_proxy = proxy_finder(options.fetch(:proxy, true))
    uri_set = {}
    buf = nil
    while true
      redirect = catch(:open_uri_redirect) {
        buf = Buffer.new
        uri.buffer_open(buf, find_proxy.call(uri), options)
        nil
      }
      break unless redirect
      # a relative Location violates RFC 2616 but happens
      redirect = uri + redirect if redirect.relative?
      unless OpenURI.redirectable?(uri, redirect)
        raise "redirection forbidden: #{uri} -> #{redirect}"
      end
      if options.include? :http_basic_authentication
        # the credentials go only to the URI opened first
        options = options.dup
        options.delete :http_basic_authentication
      end
      uri = redirect
      raise "HTTP redirection loop: #{uri}" if uri_set.include? uri.to_s
      uri_set[uri.to_s] = true
    end
    io = buf.io
    io.base_uri = uri
    io
  end

  # same scheme, or between http and ftp (never to https or file)
  def OpenURI.redirectable?(uri1, uri2)
    uri1.scheme.downcase == uri2.scheme.downcase ||
      (/\A(?:http|ftp)\z/i =~ uri1.scheme && /\A(?:http|ftp)\z/i =~ uri2.scheme)
  end

  def OpenURI.open_http(buf, target, proxy, options) # :nodoc:
    if proxy
      raise "Non-HTTP proxy URI: #{proxy}" if proxy.class != URI::HTTP
    end

    require 'net/http'
    klass = Net::HTTP
    if URI::HTTP === target
      # HTTP or HTTPS
      klass = Net::HTTP::Proxy(proxy.host, proxy.port) if proxy
      target_host = target.host
      target_port = target.port
      request_uri = target.request_uri
    else
      # FTP through an HTTP proxy
      target_host = proxy.host
      target_port = proxy.port
      request_uri = target.to_s
    end

    http = klass.new(target_host, target_port)
    if target.class == URI::HTTPS
      require 'net/https'
      http.use_ssl = true
      http.verify_mode = OpenSSL::SSL::VERIFY_PEER
      store = OpenSSL::X509::Store.new
      store.set_default_paths
      http.cert_store = store
    end

    header = {}
    options.each {|k, v| header[k] = v if String === k }

    resp = nil
    http.start {
      req = Net::HTTP::Get.new(request_uri, header)
      if options.include? :http_basic_authentication
        user, pass = options[:http_basic_authentication]
        req.basic_auth user, pass
      end
      http.request(req) {|response|
        resp = response
        read_response(resp, buf, options)
      }
    }
    io = buf.io
    io.rewind
    io.status = [resp.code, resp.message]
    resp.each {|name, value| buf.io.meta_add_field name, value }
    case resp
    when Net::HTTPSuccess
    when Net::HTTPMovedPermanently, # 301
         Net::HTTPFound, # 302
         Net::HTTPSeeOther, # 303
         Net::HTTPTemporaryRedirect # 307
      throw :open_uri_redirect, URI.parse(resp['location'])
    else
      raise OpenURI::HTTPError.new(io.status.join(' '), io)
    end
  end

  def OpenURI.read_response(resp, buf, options) # :nodoc:
    success = Net::HTTPSuccess === resp
    if options[:content_length_proc] && success
      length = resp.key?('Content-Length') ? resp['Content-Length'].to_i : nil
      options[:content_length_proc].call(length)
    end
    resp.read_body {|str|
      buf << str
      options[:progress_proc].call(buf.size) if options[:progress_proc] && success
    }
  end
  private_class_method :read_response

  class HTTPError < StandardError
    def initialize(message, io)
      super(message)
      @io = io
    end
    attr_reader :io
  end

  # Collects a body: in memory while small, in a Tempfile beyond StringMax.
  class Buffer # :nodoc:
    def initialize
      @io = StringIO.new
      @size = 0
    end
    attr_reader :size

    StringMax = 10240
    def <<(str)
      @io << str
      @size += str.length
      if StringIO === @io && StringMax < @size
        require 'tempfile'
        io = Tempfile.new('open-uri')
        io.binmode
        Meta.init io, @io if Meta === @io
        io << @io.string
        @io = io
      end
    end

    def io
      Meta.init @io unless Meta === @io
      @io
    end
  end

  # Meta data of a fetched resource: status, base_uri and the header fields.
  module Meta
    def Meta.init(obj, src=nil) # :nodoc:
      obj.extend Meta
      obj.instance_eval {
        @base_uri = nil
        @meta = {}
      }
      if src
        obj.status = src.status
        obj.base_uri = src.base_uri
        src.meta.each {|name, value|
          obj.meta_add_field(name, value)
        }
      end
    end

    # [code, message] of the response, e.g. ["200", "OK"]
    attr_accessor :status

    # the URI actually read (after redirections)
    attr_accessor :base_uri

    # the header fields, names in lower case
    attr_reader :meta

    def meta_add_field(name, value) # :nodoc:
      @meta[name.downcase] = value
    end

    def last_modified
      if v = @meta['last-modified']
        Time.httpdate(v)
      else
        nil
      end
    end

    RE_LWS = /[\r\n\t ]+/n
    RE_TOKEN = %r{[^\x00- ()<>@,;:\\"/\[\]?={}\x7f]+}n
    RE_QUOTED_STRING = %r{"(?:[\r\n\t !#-\[\]-~\x80-\xff]|\\[\x00-\x7f])*"}n
    RE_PARAMETERS = %r{(?:;#{RE_LWS}?#{RE_TOKEN}#{RE_LWS}?=#{RE_LWS}?(?:#{RE_TOKEN}|#{RE_QUOTED_STRING})#{RE_LWS}?)*}n

    # ["type/subtype", [attribute, value]...] of Content-Type, or nil
    def content_type_parse # :nodoc:
      v = @meta['content-type']
      # The last (?:;#{RE_LWS}?)? accepts a trailing semicolon.
      if v && %r{\A#{RE_LWS}?(#{RE_TOKEN})#{RE_LWS}?/(#{RE_TOKEN})#{RE_LWS}?(#{RE_PARAMETERS})(?:;#{RE_LWS}?)?\z}no =~ v
        type = $1.downcase
        subtype = $2.downcase
        parameters = []
        $3.scan(/;#{RE_LWS}?(#{RE_TOKEN})#{RE_LWS}?=#{RE_LWS}?(?:(#{RE_TOKEN})|(#{RE_QUOTED_STRING}))/no) {|att, val, qval|
          val = qval.gsub(/[\r\n\t !#-\[\]-~\x80-\xff]+|(\\[\x00-\x7f])/n) { $1 ? $1[1, 1] : $& } if qval
          parameters << [att.downcase, val]
        }
        ["#{type}/#{subtype}", *parameters]
      else
        nil
      end
    end

    # the media type in lower case ("application/octet-stream" if none)
    def content_type
      type, *parameters = content_type_parse
      type || 'application/octet-stream'
    end

    # the charset parameter in lower case; without one, the block's value,
    # or "iso-8859-1" for text/* over http (RFC 2616 3.7.1), else nil
    def charset
      type, *parameters = content_type_parse
      if pair = parameters.assoc('charset')
        pair.last.downcase
      elsif block_given?
        yield
      elsif type && %r{\Atext/} =~ type &&
            @base_uri && /\Ahttp\z/i =~ @base_uri.scheme
        "iso-8859-1"
      else
        nil
      end
    end

    # the content codings of Content-Encoding, in lower case
    def content_encoding
      v = @meta['content-encoding']
      if v && %r{\A#{RE_LWS}?#{RE_TOKEN}#{RE_LWS}?(?:,#{RE_LWS}?#{RE_TOKEN}#{RE_LWS}?)*}o =~ v
        v.scan(RE_TOKEN).map {|content_coding| content_coding.downcase }
      else
        []
      end
    end
  end

  # Mixed into URI::HTTP and URI::FTP.
  module OpenRead
    def open(*rest, &block)
      OpenURI.open_uri(self, *rest, &block)
    end

    # the body as a String extended with OpenURI::Meta
    def read(options={})
      self.open(options) {|f|
        str = f.read
        Meta.init str, f
        str
      }
    end
  end
end

module URI
  class Generic
    # the proxy URI for this URI from the environment (http_proxy,
    # ftp_proxy, no_proxy ...), or nil; loopback hosts never use one
    def find_proxy
      name = self.scheme.downcase + '_proxy'
      proxy_uri = env_proxy(name)
      if proxy_uri && self.host
        require 'socket'
        begin
          addr = IPSocket.getaddress(self.host)
          proxy_uri = nil if /\A127\.|\A::1\z/ =~ addr
        rescue SocketError
        end
      end
      return nil unless proxy_uri
      proxy_uri = URI.parse(proxy_uri)
      if no_proxy = ENV['no_proxy'] || ENV['NO_PROXY']
        no_proxy.scan(/([^:,]*)(?::(\d+))?/) {|host, port|
          if /(\A|\.)#{Regexp.quote host}\z/i =~ self.host &&
             (!port || self.port == port.to_i)
            proxy_uri = nil
            break
          end
        }
      end
      proxy_uri
    end

    private

    def env_proxy(name)
      if name == 'http_proxy' && ENV.include?('REQUEST_METHOD')
        # under CGI, HTTP_PROXY may come from a request header: trust
        # only the lower case name (or CGI_HTTP_PROXY)
        pairs = ENV.reject {|k, v| /\Ahttp_proxy\z/i !~ k }
        proxy = nil
        if pairs.length == 1
          k, v = pairs.shift
          proxy = ENV[name] if k == 'http_proxy' && ENV[k.upcase] == nil
        elsif pairs.length > 1
          proxy = ENV[name]
        end
        proxy || ENV["CGI_#{name.upcase}"]
      elsif name == 'http_proxy'
        unless proxy = ENV[name]
          if proxy = ENV[name.upcase]
            warn 'The environment variable HTTP_PROXY is deprecated.  Use http_proxy.'
          end
        end
        proxy
      else
        ENV[name] || ENV[name.upcase]
      end
    end
  end

  class HTTP
    def buffer_open(buf, proxy, options) # :nodoc:
      OpenURI.open_http(buf, self, proxy, options)
    end

    include OpenURI::OpenRead
  end

  class FTP
    def buffer_open(buf, proxy, options) # :nodoc:
      if proxy
        OpenURI.open_http(buf, self, proxy, options)
        return
      end
      require 'net/ftp'

      directories = self.path.split(%r{/}, -1)
      directories.shift if directories[0] == '' # the field before a leading slash
      directories.each {|d|
        d.gsub!(/%([0-9A-Fa-f][0-9A-Fa-f])/) { [$1].pack("H2") }
      }
      unless filename = directories.pop
        raise ArgumentError, "no filename: #{self.inspect}"
      end
      directories.each {|d|
        raise ArgumentError, "invalid directory: #{d.inspect}" if /[\r\n]/ =~ d
      }
      raise ArgumentError, "invalid filename: #{filename.inspect}" if /[\r\n]/ =~ filename
      typecode = self.typecode
      if typecode && /\A[aid]\z/ !~ typecode
        raise ArgumentError, "invalid typecode: #{typecode.inspect}"
      end

      # the access sequence of RFC 1738
      ftp = Net::FTP.open(self.host)
      user = 'anonymous'
      passwd = nil
      user, passwd = self.userinfo.split(/:/) if self.userinfo
      ftp.login(user, passwd)
      directories.each {|cwd| ftp.voidcmd("CWD #{cwd}") }
      ftp.voidcmd("TYPE #{typecode.upcase}") if typecode
      if options[:content_length_proc]
        options[:content_length_proc].call(ftp.size(filename))
      end
      ftp.retrbinary("RETR #{filename}", 4096) {|str|
        buf << str
        options[:progress_proc].call(buf.size) if options[:progress_proc]
      }
      ftp.close
      buf.io.rewind
    end

    include OpenURI::OpenRead
  end
end
