module REXML
  module Encoding
    def encode_utf16(content)
      content.unpack('U*').pack('n*')
    end

    # 1.8.7 reads the units of a document marked big-endian (FE FF) in
    # little-endian order; so does this
    def decode_utf16(str)
      str = str[2..-1] if str[0] == 0xfe and str[1] == 0xff
      str.unpack('v*').pack('U*')
    end

    register(UTF_16) do |obj|
      class << obj
        alias decode decode_utf16
        alias encode encode_utf16
      end
    end
  end
end
