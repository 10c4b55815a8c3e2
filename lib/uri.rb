# uri.rb - URI support for Ruby: URI.parse and the classes of the common
# schemes (RFC 2396, with RFC 2732 IPv6 hosts).

module URI
  VERSION_CODE = '000911'.freeze
  VERSION = '0.9.11'.freeze
end

require 'uri/common'
require 'uri/generic'
require 'uri/ftp'
require 'uri/http'
require 'uri/https'
require 'uri/ldap'
require 'uri/ldaps'
require 'uri/mailto'
