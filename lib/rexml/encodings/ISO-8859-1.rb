module REXML
  module Encoding
    # characters above 0xff become character references
    def encode_latin1(content)
      out = ""
      content.unpack('U*').each do |c|
        if c < 0x100 then out << c else out << "&##{c};" end
      end
      out
    end

    def decode_latin1(str)
      str.unpack('C*').pack('U*')
    end

    register("ISO-8859-1") do |obj|
      class << obj
        alias decode decode_latin1
        alias encode encode_latin1
      end
    end
  end
end
