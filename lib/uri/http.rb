# uri/http.rb - URI::HTTP: http URLs (RFC 2616), default port 80.

require 'uri/generic'

module URI
  class HTTP < Generic
    DEFAULT_PORT = 80
    COMPONENT = [:scheme, :userinfo, :host, :port, :path, :query,
                 :fragment].freeze

    def self.build(args)
      tmp = Util.make_components_hash(self, args)
      return super(tmp)
    end

    def initialize(*arg)
      super(*arg)
    end

    # The path and query, as sent in a request line.
    def request_uri
      r = path_query
      r = '/' + r if r[0] != ?/
      r
    end
  end

  @@schemes['HTTP'] = HTTP
end
