# securerandom.rb - SecureRandom: random bytes, hex, base64 and numbers
# for keys and session ids, read from /dev/urandom.

module SecureRandom
  # +n+ (default 16) random bytes.
  def self.random_bytes(n = nil)
    n ||= 16
    unless defined?(@urandom) && @urandom && !@urandom.closed?
      @urandom = File.open('/dev/urandom', 'r')
      @urandom.binmode if @urandom.respond_to?(:binmode)
    end
    # readpartial checks n as 1.8.7 does (negative, not a number); a read
    # shorter than n (1.5 reads 1 byte) is an error below
    ret = @urandom.readpartial(n)
    if ret.nil? || ret.length != n
      raise NotImplementedError, 'Unexpected partial read from random device'
    end
    ret
  end

  # 2n hexadecimal digits.
  def self.hex(n = nil)
    random_bytes(n).unpack('H*')[0]
  end

  # The base64 of n random bytes, without newlines.
  def self.base64(n = nil)
    [random_bytes(n)].pack('m*').delete("\n")
  end

  # An Integer in 0...n when n > 0, else a Float in 0.0...1.0.
  def self.random_number(n = 0)
    if 0 < n
      hex = n.to_s(16)
      hex = '0' + hex if (hex.length & 1) == 1
      bin = [hex].pack('H*')
      mask = bin[0]
      mask |= mask >> 1
      mask |= mask >> 2
      mask |= mask >> 4
      # draw under the bit mask of n until below n: no modulo bias
      begin
        rnd = random_bytes(bin.length)
        rnd[0] = rnd[0] & mask
      end until rnd < bin
      rnd.unpack('H*')[0].hex
    else
      # a double: 53 random bits scaled into [0, 1)
      hi, lo = random_bytes(8).unpack('NN')
      bits = ((hi << 32) | lo) >> 11
      Math.ldexp(bits, -53)
    end
  end
end
