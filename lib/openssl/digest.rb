# openssl/digest.rb -- one subclass of OpenSSL::Digest per algorithm name
# (OpenSSL::Digest::SHA1.new(data) is OpenSSL::Digest.new("SHA1", data))

module OpenSSL
  class Digest
    # DSS, MD2, MDC2 and SHA (SHA-0) are gone from OpenSSL 3: their classes
    # stay, and raise when created.  DSS1 was SHA-1 for DSA keys: it makes a
    # SHA1 digest, so DSA signing code of 1.8 runs.
    ALGORITHMS = %w(DSS DSS1 MD2 MD4 MD5 MDC2 RIPEMD160 SHA SHA1
                    SHA224 SHA256 SHA384 SHA512)

    # digest(name, data): the digest of +data+ by the algorithm +name+.
    def self.digest(name, data)
      super(data, name)
    end

    ALGORITHMS.each {|name|
      klass = Class.new(Digest) {
        define_method(:initialize) {|*data|
          if data.length > 1
            raise ArgumentError,
              "wrong number of arguments (#{data.length} for 1)"
          end
          super(name == "DSS1" ? "SHA1" : name, data.first)
        }
      }
      meta = class << klass; self; end
      meta.class_eval {
        algo = name == "DSS1" ? "SHA1" : name
        define_method(:digest) {|data| Digest.digest(algo, data) }
        define_method(:hexdigest) {|data| Digest.hexdigest(algo, data) }
      }
      const_set(name, klass)
    }

    # The name of OpenSSL::Digest before 1.8.7
    # (OpenSSL::Digest::Digest.new("SHA1")), kept for old programs.
    class Digest < Digest
    end
  end
end
