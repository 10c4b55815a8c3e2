module REXML
  module Encoding
    # the eight code points where latin-9 differs from latin-1
    ISO_8859_15_DIFF = { 0xa4 => 0x20ac, 0xa6 => 0x160, 0xa8 => 0x161, 0xb4 => 0x17d,
      0xb8 => 0x17e, 0xbc => 0x152, 0xbd => 0x153, 0xbe => 0x178 }

    register("ISO-8859-15") do |o|
      class << o
        alias encode to_iso_8859_15
        alias decode from_iso_8859_15
      end
    end

    def to_iso_8859_15(content)
      back = ISO_8859_15_DIFF.invert
      out = ""
      content.unpack('U*').each do |c|
        if back[c] then out << back[c]
        elsif c < 0x100 and !ISO_8859_15_DIFF[c] then out << c
        else raise ArgumentError, "Unsupported character #{c} for ISO-8859-15"
        end
      end
      out
    end

    def from_iso_8859_15(str)
      str.unpack('C*').map { |c| ISO_8859_15_DIFF[c] || c }.pack('U*')
    end
  end
end
