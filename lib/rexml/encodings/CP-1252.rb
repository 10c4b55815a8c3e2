module REXML
  module Encoding
    # code points of 0x80-0x9f in windows-1252 (0 where undefined)
    CP1252_HIGH = [0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021,
      0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0, 0x17d, 0,
      0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
      0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0, 0x17e, 0x178]

    register("CP-1252") do |o|
      class << o
        alias encode encode_cp1252
        alias decode decode_cp1252
      end
    end

    def encode_cp1252(content)
      out = ""
      content.unpack('U*').each do |c|
        i = CP1252_HIGH.index(c)
        if c < 0x80 or (c >= 0xa0 and c <= 0xff) then out << c
        elsif i and c != 0 then out << (0x80 + i)
        else raise ArgumentError, "Unsupported character #{c} for CP-1252"
        end
      end
      out
    end

    def decode_cp1252(str)
      str.unpack('C*').map { |c|
        c >= 0x80 && c < 0xa0 && CP1252_HIGH[c - 0x80] != 0 ? CP1252_HIGH[c - 0x80] : c
      }.pack('U*')
    end
  end
end
