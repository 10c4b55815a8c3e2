# digest.rb - the Digest framework: Digest::Instance (the message digest
# interface), Digest::Class and Digest::Base. Algorithms live in
# digest/md5.rb, digest/sha1.rb and digest/sha2.rb (pure Ruby here).

module Digest
  MASK32 = 0xffffffff

  def self.hexencode(str)
    str.unpack("H*")[0]
  end

  module Instance
    def update(str)
      raise NotImplementedError, "#{self.class} does not implement update()"
    end

    def <<(str)
      update(str)
    end

    def digest(str = nil)
      if str
        reset
        update(str)
        value = finish
        reset
        value
      else
        finish
      end
    end

    def digest!
      value = finish
      reset
      value
    end

    def hexdigest(str = nil)
      Digest.hexencode(digest(str))
    end

    def hexdigest!
      value = hexdigest
      reset
      value
    end

    def to_s
      hexdigest
    end

    def inspect
      "#<#{self.class.name}: #{hexdigest}>"
    end

    def ==(other)
      if other.kind_of?(Digest::Instance)
        digest == other.digest
      else
        str = other.to_str rescue nil
        return false unless str
        hexdigest == str
      end
    end

    def length
      digest_length
    end
    alias size length

    def file(name)
      File.open(name, "rb") { |f|
        while buf = f.read(16384)
          update(buf)
        end
      }
      self
    end
  end

  class Class
    include Instance

    def self.digest(str, *args)
      new(*args).update(str).digest
    end

    def self.hexdigest(str, *args)
      Digest.hexencode(digest(str, *args))
    end

    def self.file(name)
      new.file(name)
    end
  end

  # A digest algorithm that buffers its input and computes the value of
  # the whole message when asked.
  class Base < Digest::Class
    def initialize(str = nil)
      if self.class == Digest::Base
        raise NotImplementedError, "Digest::Base is an abstract class"
      end
      @buffer = ""
      update(str) if str
    end

    def initialize_copy(other)
      @buffer = other.instance_eval { @buffer }.dup
    end

    def update(str)
      unless str.kind_of?(String)
        if str.respond_to?(:to_str)
          str = str.to_str
        else
          raise TypeError, "can't convert #{str.nil? ? 'nil' : str.class} into String"
        end
      end
      @buffer << str
      self
    end

    def reset
      @buffer = ""
      self
    end

    def finish
      compute(@buffer)
    end
    private :finish

    def digest_length
      self.class::DIGEST_LENGTH
    end

    def block_length
      self.class::BLOCK_LENGTH
    end

    def self.pad(msg, little_endian)
      bits = msg.length * 8
      m = msg + "\x80"
      m << "\0" * ((56 - m.length % 64) % 64)
      if little_endian
        m << [bits & Digest::MASK32, (bits >> 32) & Digest::MASK32].pack("VV")
      else
        m << [(bits >> 32) & Digest::MASK32, bits & Digest::MASK32].pack("NN")
      end
      m
    end
  end
end
