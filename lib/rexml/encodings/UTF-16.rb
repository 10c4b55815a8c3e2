module REXML
  module Encoding
    def encode_utf16(content)
      content.unpack('U*').pack('n*')
    end

    def decode_utf16(str)
      str = str[2..-1] if str[0] == 0xfe and str[1] == 0xff
      str.unpack('n*').pack('U*')
    end

    register(UTF_16) do |obj|
      class << obj
        alias decode decode_utf16
        alias encode encode_utf16
      end
    end
  end
end
