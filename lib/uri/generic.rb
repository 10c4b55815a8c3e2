# uri/generic.rb - URI::Generic, the base of every URI class: components
# with checked setters, merge and route (RFC 2396 section 5), normalize.

require 'uri/common'

module URI
  class Generic
    include URI

    DEFAULT_PORT = nil
    COMPONENT = [:scheme, :userinfo, :host, :port, :registry, :path,
                 :opaque, :query, :fragment].freeze
    USE_REGISTRY = false

    def self.default_port
      self::DEFAULT_PORT
    end

    def default_port
      self.class.default_port
    end

    def self.component
      self::COMPONENT
    end

    def self.use_registry
      self::USE_REGISTRY
    end

    # Builds from components without escaping them (they are checked).
    def self.build2(args)
      begin
        return self.build(args)
      rescue InvalidComponentError
        if args.kind_of?(Array)
          return self.build(args.collect { |x|
            x.is_a?(String) ? URI.escape(x) : x })
        elsif args.kind_of?(Hash)
          tmp = {}
          args.each { |key, value|
            tmp[key] = value.is_a?(String) ? URI.escape(value) : value }
          return self.build(tmp)
        end
      end
    end

    def self.build(args)
      if args.kind_of?(Array) && args.size == ::URI::Generic::COMPONENT.size
        tmp = args
      elsif args.kind_of?(Hash)
        tmp = ::URI::Generic::COMPONENT.collect { |c| args.include?(c) ? args[c] : nil }
      else
        raise ArgumentError,
          "expected Array of or Hash of components of #{self.class} (#{self.class.component.join(', ')})"
      end
      tmp << true
      return self.new(*tmp)
    end

    def initialize(scheme, userinfo, host, port, registry, path, opaque,
                   query, fragment, arg_check = false)
      @scheme = @user = @password = @host = @port = @path = nil
      @query = @opaque = @registry = @fragment = nil
      if arg_check
        self.scheme = scheme
        self.userinfo = userinfo
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.opaque = opaque
        self.registry = registry
        self.fragment = fragment
      else
        self.set_scheme(scheme)
        self.set_userinfo(userinfo)
        self.set_host(host)
        self.set_port(port)
        self.set_path(path)
        self.set_query(query)
        self.set_opaque(opaque)
        self.set_registry(registry)
        self.set_fragment(fragment)
      end
      if @registry && !self.class.use_registry
        raise InvalidURIError,
          "the scheme #{@scheme} does not accept registry part: #{@registry} (or bad hostname?)"
      end
      @scheme.freeze if @scheme
      self.set_path('') if !@path && !@opaque
      self.set_port(self.default_port) if self.default_port && !@port
    end

    attr_reader :scheme, :host, :port, :registry, :path, :query, :opaque,
                :fragment

    def component
      self.class.component
    end

    def check_scheme(v)
      if v && SCHEME !~ v
        raise InvalidComponentError, "bad component(expected scheme component): #{v}"
      end
      true
    end
    private :check_scheme

    def set_scheme(v)
      @scheme = v
    end
    protected :set_scheme

    def scheme=(v)
      check_scheme(v)
      set_scheme(v)
      v
    end

    def check_userinfo(user, password = nil)
      if !password
        user, password = split_userinfo(user)
      end
      check_user(user)
      check_password(password, user)
      true
    end
    private :check_userinfo

    def check_user(v)
      if @registry || @opaque
        raise InvalidURIError, "can not set user with registry or opaque"
      end
      return v unless v
      if USERINFO !~ v
        raise InvalidComponentError,
          "bad component(expected userinfo component or user component): #{v}"
      end
      true
    end
    private :check_user

    def check_password(v, user = @user)
      if @registry || @opaque
        raise InvalidURIError, "can not set password with registry or opaque"
      end
      return v unless v
      if !user
        raise InvalidURIError, "password component depends user component"
      end
      if USERINFO !~ v
        raise InvalidComponentError, "bad component(expected user component): #{v}"
      end
      true
    end
    private :check_password

    # Sets user and password from "user:password" or [user, password].
    def userinfo=(userinfo)
      if userinfo.nil?
        return nil
      end
      check_userinfo(*userinfo)
      set_userinfo(*userinfo)
    end

    def user=(user)
      check_user(user)
      set_user(user)
    end

    def password=(password)
      check_password(password)
      set_password(password)
    end

    def set_userinfo(user, password = nil)
      unless password
        user, password = split_userinfo(user)
      end
      @user = user
      @password = password if password
      [@user, @password]
    end
    protected :set_userinfo

    def set_user(v)
      set_userinfo(v, @password)
      v
    end
    protected :set_user

    def set_password(v)
      @password = v
    end
    protected :set_password

    def split_userinfo(ui)
      return nil, nil unless ui
      user, password = ui.split(/:/, 2)
      return user, password
    end
    private :split_userinfo

    def escape_userpass(v)
      URI.escape(v, /[@:\/]/o)
    end
    private :escape_userpass

    def userinfo
      if @user.nil?
        nil
      elsif @password.nil?
        @user
      else
        @user + ':' + @password
      end
    end

    def user
      @user
    end

    def password
      @password
    end

    def check_host(v)
      return v unless v
      if @registry || @opaque
        raise InvalidURIError, "can not set host with registry or opaque"
      elsif HOST !~ v
        raise InvalidComponentError, "bad component(expected host component): #{v}"
      end
      true
    end
    private :check_host

    def set_host(v)
      @host = v
    end
    protected :set_host

    def host=(v)
      check_host(v)
      set_host(v)
      v
    end

    def check_port(v)
      return v unless v
      if @registry || @opaque
        raise InvalidURIError, "can not set port with registry or opaque"
      elsif !v.kind_of?(Fixnum) && PORT !~ v
        raise InvalidComponentError, "bad component(expected port component): #{v}"
      end
      true
    end
    private :check_port

    def set_port(v)
      # an empty port ("http://a:/") is no port: the default applies
      v = v.empty? ? nil : v.to_i if v.kind_of?(String)
      @port = v
    end
    protected :set_port

    def port=(v)
      check_port(v)
      set_port(v)
      port
    end

    def check_registry(v)
      return v unless v
      if @host || @port || @user
        raise InvalidURIError, "can not set registry with host, port, or userinfo"
      elsif v && REGISTRY !~ v
        raise InvalidComponentError, "bad component(expected registry component): #{v}"
      end
      true
    end
    private :check_registry

    def set_registry(v)
      @registry = v
    end
    protected :set_registry

    def registry=(v)
      check_registry(v)
      set_registry(v)
      v
    end

    def check_path(v)
      if v && @opaque
        raise InvalidURIError, "path conflicts with opaque"
      end
      if @scheme
        if v && v != '' && ABS_PATH !~ v
          raise InvalidComponentError,
            "bad component(expected absolute path component): #{v}"
        end
      else
        if v && v != '' && ABS_PATH !~ v && REL_PATH !~ v
          raise InvalidComponentError,
            "bad component(expected relative path component): #{v}"
        end
      end
      true
    end
    private :check_path

    def set_path(v)
      @path = v
    end
    protected :set_path

    def path=(v)
      check_path(v)
      set_path(v)
      v
    end

    def check_query(v)
      return v unless v
      if @opaque
        raise InvalidURIError, "query conflicts with opaque"
      end
      if v && v != '' && QUERY !~ v
        raise InvalidComponentError, "bad component(expected query component): #{v}"
      end
      true
    end
    private :check_query

    def set_query(v)
      @query = v
    end
    protected :set_query

    def query=(v)
      check_query(v)
      set_query(v)
      v
    end

    def check_opaque(v)
      return v unless v
      if @host || @port || @user || @path
        raise InvalidURIError, "can not set opaque with host, port, userinfo or path"
      elsif v && OPAQUE !~ v
        raise InvalidComponentError, "bad component(expected opaque component): #{v}"
      end
      true
    end
    private :check_opaque

    def set_opaque(v)
      @opaque = v
    end
    protected :set_opaque

    def opaque=(v)
      check_opaque(v)
      set_opaque(v)
      v
    end

    def check_fragment(v)
      return v unless v
      if v && v != '' && FRAGMENT !~ v
        raise InvalidComponentError, "bad component(expected fragment component): #{v}"
      end
      true
    end
    private :check_fragment

    def set_fragment(v)
      @fragment = v
    end
    protected :set_fragment

    def fragment=(v)
      check_fragment(v)
      set_fragment(v)
      v
    end

    def hierarchical?
      @path ? true : false
    end

    def absolute?
      @scheme ? true : false
    end
    alias absolute absolute?

    def relative?
      !absolute?
    end

    # The segments of +path+, with '.' removed and '..' applied.
    def split_path(path)
      path.split(%r{/}, -1)
    end
    private :split_path

    # RFC 2396 5.2 step 6: +rel+ resolved against the directory of +base+,
    # '.' and '..' segments applied ('..' above the root is dropped).
    def merge_path(base, rel)
      if rel[0] == ?/
        path = rel
      else
        dir = base.sub(%r{[^/]*\z}, '')
        dir = '/' if dir.empty?
        path = dir + rel
      end
      segs = split_path(path)
      out = []
      segs.each_with_index do |seg, i|
        last = (i == segs.size - 1)
        case seg
        when '.'
          out << '' if last
        when '..'
          out.pop if out.size > 1
          out << '' if last
        else
          out << seg
        end
      end
      out.join('/')
    end
    private :merge_path

    def merge!(oth)
      t = merge(oth)
      if self == t
        nil
      else
        replace!(t)
        self
      end
    end

    # Resolves +oth+ (a URI or String) against this absolute URI.
    def merge(oth)
      begin
        base, rel = merge0(oth)
      rescue
        raise $!.class, $!.message
      end
      if base == rel
        return base
      end
      authority = rel.userinfo || rel.host || rel.port
      # RFC 2396 5.2 step 2: a fragment-only reference
      if (rel.path.nil? || rel.path.empty?) && !authority && !rel.query
        base.set_fragment(rel.fragment) if rel.fragment
        return base
      end
      base.set_query(nil)
      base.set_fragment(nil)
      # step 4: a network-path reference
      if !authority
        if base.path && rel.path && !rel.path.empty?
          base.set_path(merge_path(base.path, rel.path))
        end
      else
        base.set_path(rel.path) if rel.path
      end
      base.set_userinfo(rel.userinfo) if rel.userinfo
      base.set_host(rel.host) if rel.host
      base.set_port(rel.port) if rel.port
      base.set_query(rel.query) if rel.query
      base.set_fragment(rel.fragment) if rel.fragment
      return base
    end
    alias + merge

    # Returns [base, rel] ready for merge: base a dup of self, rel parsed;
    # both the same object when rel is absolute or base is opaque.
    def merge0(oth)
      case oth
      when Generic
      when String
        oth = URI.parse(oth)
      else
        raise ArgumentError,
          "bad argument(expected URI object or URI string)"
      end
      if self.relative? && oth.relative?
        raise BadURIError, "both URI are relative"
      end
      if self.absolute? && oth.absolute?
        return oth, oth
      end
      if self.absolute?
        return self.dup, oth
      else
        return oth, oth
      end
    end
    private :merge0

    # The route from the path +src+ to the path +dst+.
    def route_from_path(src, dst)
      return '' if src == dst
      src_path = split_path(src)
      dst_path = split_path(dst)
      # the last segment of src is a file: not part of the common directory
      src_path.pop
      dst_last = dst_path.pop
      while !dst_path.empty? && dst_path.first == src_path.first
        src_path.shift
        dst_path.shift
      end
      tmp = dst_path.join('/')
      tmp << '/' unless tmp.empty?
      tmp << dst_last.to_s
      # './' keeps a leading 'x:' segment from reading as a scheme
      if src_path.empty? && (tmp.empty? || tmp =~ %r{\A[^/]*:})
        tmp = './' + tmp
      end
      return '../' * src_path.size + tmp
    end
    private :route_from_path

    def route_from0(oth)
      case oth
      when Generic
      when String
        oth = URI.parse(oth)
      else
        raise ArgumentError,
          "bad argument(expected URI object or URI string)"
      end
      if self.relative?
        raise BadURIError, "relative URI: #{self}"
      end
      if oth.relative?
        raise BadURIError, "relative URI: #{oth}"
      end
      if self.scheme != oth.scheme
        return self, self.dup
      end
      rel = URI::Generic.new(nil, # it is relative URI
                             self.userinfo, self.host, self.port,
                             self.registry, self.path, self.opaque,
                             self.query, self.fragment)
      if rel.userinfo != oth.userinfo ||
          rel.host.to_s.downcase != oth.host.to_s.downcase ||
          rel.port != oth.port
        if self.userinfo.nil? && self.host.nil?
          return self, self.dup
        end
        rel.set_port(nil) if rel.port == oth.default_port
        return rel, rel
      end
      rel.set_userinfo(nil)
      rel.set_host(nil)
      rel.set_port(nil)
      if rel.path && rel.path == oth.path
        rel.set_path('')
        rel.set_query(nil) if rel.query == oth.query
        return rel, rel
      elsif rel.opaque && rel.opaque == oth.opaque
        rel.set_opaque('')
        rel.set_query(nil) if rel.query == oth.query
        return rel, rel
      end
      # the paths differ
      return oth, rel
    end
    private :route_from0

    # The relative URI that leads from +oth+ to this URI.
    def route_from(oth)
      begin
        oth, rel = route_from0(oth)
      rescue
        raise $!.class, $!.message
      end
      if oth == rel
        return rel
      end
      rel.set_path(route_from_path(oth.path, self.path))
      if rel.path == './' && self.query
        # "./?foo" -> "?foo"
        rel.set_path('')
      end
      return rel
    end
    alias - route_from

    def route_to(oth)
      case oth
      when Generic
      when String
        oth = URI.parse(oth)
      else
        raise ArgumentError,
          "bad argument(expected URI object or URI string)"
      end
      oth.route_from(self)
    end

    # Scheme and host in lower case, an empty path of a hierarchical URI
    # with authority made '/'.
    def normalize
      uri = dup
      uri.normalize!
      uri
    end

    def normalize!
      if path && path == ''   # (a relative reference too, as 1.8.7)
        set_path('/')
      end
      if host && host != host.downcase
        set_host(self.host.downcase)
      end
    end

    def path_query
      str = @path.dup
      if @query
        str << '?'
        str << @query
      end
      str
    end
    private :path_query

    def to_s
      str = ''
      if @scheme
        str << @scheme
        str << ':'
      end
      if @opaque
        str << @opaque
      else
        if @registry
          str << '//'
          str << @registry
        end
        if @host
          str << '//'
        end
        if self.userinfo
          str << self.userinfo
          str << '@'
        end
        if @host
          str << @host
        end
        if @port && @port != self.default_port
          str << ':'
          str << @port.to_s
        end
        str << path_query
      end
      if @fragment
        str << '#'
        str << @fragment
      end
      str
    end

    def ==(oth)
      if self.class == oth.class
        self.normalize.component_ary == oth.normalize.component_ary
      else
        false
      end
    end

    def hash
      self.component_ary.hash
    end

    def eql?(oth)
      self.component_ary.eql?(oth.component_ary)
    end

    def component_ary
      component.collect { |x| self.send(x) }
    end
    protected :component_ary

    def select(*components)
      components.collect do |c|
        if component.include?(c)
          self.send(c)
        else
          raise ArgumentError,
            "expected of components of #{self.class} (#{self.class.component.join(', ')})"
        end
      end
    end

    def inspect
      # the object's address, as Object#inspect shows it (twice its id)
      sprintf("#<%s:%#0x URL:%s>", self.class.to_s, self.object_id * 2, self.to_s)
    end

    def coerce(oth)
      case oth
      when String
        oth = URI.parse(oth)
      else
        super
      end
      return oth, self
    end

    def replace!(oth)
      if self.class != oth.class
        raise ArgumentError, "expected #{self.class} object"
      end
      component.each do |c|
        self.__send__("#{c}=", oth.__send__(c))
      end
    end
    private :replace!
  end
end
