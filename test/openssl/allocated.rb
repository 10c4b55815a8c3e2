# Every method of the extension's classes called on an allocated, never
# initialized object, with a few argument lists: each raises or returns,
# none crashes the interpreter.  (Written by hand: the oracle has no
# openssl; fixtures/ref_allocated.rb.)
require "openssl"

ARGS = [[], [nil], ["x"], [1], ["x", "y"], [1, 2, 3]]
SKIP = %w(gets each each_line readlines read readline readpartial getc readchar
          each_byte eof eof? ungetc)
classes = [OpenSSL::Digest, OpenSSL::HMAC, OpenSSL::BN, OpenSSL::Cipher,
  OpenSSL::PKey::RSA, OpenSSL::PKey::DSA, OpenSSL::PKey::PKey,
  OpenSSL::X509::Certificate, OpenSSL::X509::Name, OpenSSL::X509::Extension,
  OpenSSL::X509::ExtensionFactory, OpenSSL::X509::Store, OpenSSL::X509::StoreContext,
  OpenSSL::X509::Request, OpenSSL::X509::CRL, OpenSSL::SSL::SSLContext,
  OpenSSL::SSL::SSLSocket, OpenSSL::PKCS12]
calls = 0
classes.each {|k|
  ms = (k.instance_methods(false) + k.private_instance_methods(false)).uniq.sort - SKIP
  ms.each {|m|
    ARGS.each {|a|
      begin
        k.allocate.__send__(m, *a)
      rescue Exception
      end
      calls += 1
    }
  }
}
puts "#{classes.size} classes: #{calls > 1000}"
