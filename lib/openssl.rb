# openssl.rb -- Ruby/OpenSSL: the C extension (openssl.so) and the helpers
# written in Ruby over it.

require 'openssl.so'

require 'openssl/bn'
require 'openssl/cipher'
require 'openssl/digest'
require 'openssl/ssl'
require 'openssl/x509'
