# uri/https.rb - URI::HTTPS: http over TLS, default port 443.

require 'uri/http'

module URI
  class HTTPS < HTTP
    DEFAULT_PORT = 443
  end
  @@schemes['HTTPS'] = HTTPS
end
