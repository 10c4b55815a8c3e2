# base64.rb - Base64 encoding and decoding (RFC 2045).

module Base64
  # Returns the Base64 encoding of bin, with a newline every 60 characters.
  def self.encode64(bin)
    [bin].pack("m")
  end

  # Decodes str, ignoring characters outside the Base64 alphabet.
  def self.decode64(str)
    str.unpack("m").first
  end

  def self.decode_b(str)
    str.gsub(/=\?SHIFT_JIS\?B\?([!->@-~]+)\?=/i) {
      decode64($1)
    }.gsub(/\n/, ' ').gsub(/\0/, '')
  end

  # Prints the encoding of bin in lines of len characters and returns the
  # encoded string.
  def self.b64encode(bin, len = 60)
    encode64(bin).scan(/.{1,#{len}}/) do
      print $&, "\n"
    end
  end

  # Called without the receiver (after include Base64) these warn.
  %w(encode64 decode64 decode_b b64encode).each do |m|
    module_eval <<-EOS, __FILE__, __LINE__ + 1
      def #{m}(*args)
        warn("\#{caller(1)[0]}: #{m} is deprecated; use Base64.#{m} instead")
        Base64.#{m}(*args)
      end
      private :#{m}
    EOS
  end
end
