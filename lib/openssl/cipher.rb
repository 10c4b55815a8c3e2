# openssl/cipher.rb -- Cipher subclasses by algorithm (AES, BF, DES...,
# AES128/192/256), random keys and IVs, and the old Cipher::Cipher name

module OpenSSL
  class Cipher
    # OpenSSL::Cipher::AES.new(128, "CBC") is Cipher.new("AES-128-CBC")
    %w(AES CAST5 BF DES IDEA RC2 RC4 RC5).each {|name|
      klass = Class.new(Cipher) {
        define_method(:initialize) {|*args|
          cipher_name = args.inject(name) {|n, arg| "#{n}-#{arg}" }
          super(cipher_name)
        }
      }
      const_set(name, klass)
    }

    # OpenSSL::Cipher::AES256.new("CFB") is Cipher.new("AES-256-CFB")
    %w(128 192 256).each {|keylen|
      klass = Class.new(Cipher) {
        define_method(:initialize) {|mode|
          mode ||= "CBC"
          super("AES-#{keylen}-#{mode}")
        }
      }
      const_set("AES#{keylen}", klass)
    }

    # Sets a random key and returns it (after encrypt or decrypt).
    def random_key
      str = OpenSSL::Random.random_bytes(self.key_len)
      self.key = str
      return str
    end

    # Sets a random IV and returns it (after encrypt or decrypt).
    def random_iv
      str = OpenSSL::Random.random_bytes(self.iv_len)
      self.iv = str
      return str
    end

    # The name of this class before 1.8.7, kept for old programs.
    class Cipher < Cipher
    end
  end
end
