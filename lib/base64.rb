# base64.rb - Base64 encoding and decoding (RFC 2045).  The four functions
# are module functions; Base64::Deprecated (included at the top level, as in
# 1.8.7) makes the receiverless forms warn before calling them.

require "kconv"

module Base64
  module_function

  # Returns the Base64 encoding of bin, with a newline every 60 characters.
  def encode64(bin)
    [bin].pack("m")
  end

  # Decodes str, ignoring characters outside the Base64 alphabet.
  def decode64(str)
    str.unpack("m").first
  end

  # Decodes the MIME encoded words (ISO-2022-JP, then Shift_JIS) of str into
  # EUC-JP; newlines become spaces, NULs go.
  def decode_b(str)
    str = str.gsub(/=\?ISO-2022-JP\?B\?([!->@-~]+)\?=/i) { decode64($1) }
    str = Kconv.toeuc(str)
    str = str.gsub(/=\?SHIFT_JIS\?B\?([!->@-~]+)\?=/i) { decode64($1) }
    str = Kconv.toeuc(str)
    str.gsub(/\n/, ' ').gsub(/\0/, '')
  end

  # Prints the encoding of bin in lines of len characters and returns the
  # encoded string.
  def b64encode(bin, len = 60)
    encode64(bin).scan(/.{1,#{len}}/) do
      print $&, "\n"
    end
  end

  module Deprecated
    include Base64

    Base64.private_instance_methods(false).each do |m|
      module_eval <<-EOS, __FILE__, __LINE__ + 1
        def #{m}(*args)
          warn("\#{caller(1)[0]}: #{m} is deprecated; use Base64.#{m} instead")
          super
        end
      EOS
    end
  end
end

include Base64::Deprecated
