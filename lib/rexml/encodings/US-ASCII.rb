module REXML
  module Encoding
    # characters above 0x7f (0xff) become character references
    def encode_ascii(content)
      out = ""
      content.unpack('U*').each do |c|
        if c < 0x80 then out << c else out << "&##{c};" end
      end
      out
    end

    def decode_ascii(str)
      str.unpack('C*').pack('U*')
    end

    register("US-ASCII") do |obj|
      class << obj
        alias decode decode_ascii
        alias encode encode_ascii
      end
    end
  end
end
