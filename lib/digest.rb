# digest.rb - the Digest framework: the C core (digest.so: Digest::Instance,
# Digest::Class, Digest::Base), loading an algorithm on first use of its
# constant, and digests of files.

require 'digest.so'

module Digest
  # Digest::MD5 and friends load their extension when first named
  def self.const_missing(name)
    case name.to_s
    when "SHA256", "SHA384", "SHA512"
      lib = File.join("digest", "sha2.so")
    else
      lib = File.join("digest", name.to_s.downcase)
    end

    # no thread switch while it loads: another thread missing the same
    # constant would find the library required but its classes not yet made
    crit, Thread.critical = Thread.critical, true
    begin
      require lib
    rescue LoadError
      raise LoadError, "library not found for class Digest::#{name} -- #{lib}", caller(1)
    ensure
      Thread.critical = crit
    end
    unless Digest.const_defined?(name)
      raise NameError, "uninitialized constant Digest::#{name}", caller(1)
    end
    Digest.const_get(name)
  end

  class ::Digest::Class
    # the digest of the named file's contents
    def self.file(name)
      new.file(name)
    end
  end

  module Instance
    # updates with the contents of the named file
    def file(name)
      File.open(name, "rb") { |f|
        buf = ""
        while f.read(16384, buf)
          update buf
        end
      }
      self
    end
  end
end

# Digest(:MD5): the algorithm class of that name, loaded on demand
def Digest(name)
  Digest.const_get(name)
end
private :Digest
