module REXML
  module Encoding
    def encode_unile(content)
      content.unpack('U*').pack('v*')
    end

    def decode_unile(str)
      str = str[2..-1] if str[0] == 0xff and str[1] == 0xfe
      str.unpack('v*').pack('U*')
    end

    register(UNILE) do |obj|
      class << obj
        alias decode decode_unile
        alias encode encode_unile
      end
    end
  end
end
