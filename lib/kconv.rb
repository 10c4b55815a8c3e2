# kconv.rb - Kanji code conversion between ISO-2022-JP (JIS), EUC-JP and
# Shift_JIS, with encoding guessing, as Ruby 1.8.7's Kconv.
#
# 1.8.7 builds this on the nkf extension; here it is plain Ruby.  The
# conversions among JIS, EUC-JP and Shift_JIS are arithmetic on the JIS
# X 0208 code points and complete.  UTF-8 and UTF-16 output needs the JIS
# to Unicode table that nkf carries: only text that is ASCII converts to
# them; other text raises NotImplementedError.  Half-width katakana are
# carried over as half-width (nkf would widen them).

module Kconv
  AUTO = 0
  JIS = 1
  EUC = 2
  SJIS = 3
  BINARY = 4
  NOCONV = 4
  ASCII = 5
  UTF8 = 6
  UTF16 = 8
  UTF32 = 12
  UNKNOWN = 0
  REVISION = 'Revision'

  RegexpShiftjis = /\A(?:
                      [\x00-\x7f\xa1-\xdf] |
                      [\x81-\x9f\xe0-\xfc][\x40-\x7e\x80-\xfc]
                     )*\z/xn
  RegexpEucjp = /\A(?:
                   [\x00-\x7f]                         |
                   \x8e        [\xa1-\xdf]             |
                   \x8f        [\xa1-\xfe] [\xa1-\xfe] |
                   [\xa1-\xfe] [\xa1-\xfe]
                  )*\z/xn
  RegexpUtf8 = /\A(?:
                  [\x00-\x7f]                                     |
                  [\xc2-\xdf] [\x80-\xbf]                         |
                  \xe0        [\xa0-\xbf] [\x80-\xbf]             |
                  [\xe1-\xef] [\x80-\xbf] [\x80-\xbf]             |
                  \xf0        [\x90-\xbf] [\x80-\xbf] [\x80-\xbf] |
                  [\xf1-\xf3] [\x80-\xbf] [\x80-\xbf] [\x80-\xbf] |
                  \xf4        [\x80-\x8f] [\x80-\xbf] [\x80-\xbf]
                 )*\z/xn

  # The codecs work on a list of characters: a JIS X 0208 character as
  # [row byte, cell byte] (7-bit), anything else as its own string.
  class << self
    private

    # Unicode output for text without JIS X 0208 characters
    def unicode_ascii(pairs, str)
      unsupported(UTF8, str) if pairs.any? { |c| Array === c || c.size > 1 || c[0] > 0x7f }
      yield pairs.join
    end

    def unsupported(code, str)
      raise NotImplementedError,
            "Kconv: no nkf here, cannot convert to or from code #{code}: #{str.inspect}"
    end

    def jis_pairs_from_euc(str)
      each_char_of(str, /[\xa1-\xfe][\xa1-\xfe]|\x8e[\xa1-\xdf]|\x8f[\xa1-\xfe][\xa1-\xfe]|[\x00-\xff]/n) do |c|
        c.size == 2 && c[0] != 0x8e ? [c[0] & 0x7f, c[1] & 0x7f] : c
      end
    end

    def jis_pairs_from_sjis(str)
      each_char_of(str, /[\x81-\x9f\xe0-\xfc][\x40-\x7e\x80-\xfc]|[\x00-\xff]/n) do |c|
        next c unless c.size == 2
        s1, s2 = c[0], c[1]
        j1 = (s1 - (s1 <= 0x9f ? 0x70 : 0xb0)) * 2
        if s2 >= 0x9f
          [j1, s2 - 0x7e]
        else
          [j1 - 1, s2 - (s2 >= 0x80 ? 0x20 : 0x1f)]
        end
      end
    end

    # JIS text: ESC $ B / ESC $ @ switch to two-byte mode, ESC ( B / J back
    def rejoin_double(str)
      out = []
      double = false
      pending = nil
      str.scan(/\e\$[@B]|\e\([BJ]|[\x00-\xff]/n) do |t|
        if t =~ /\A\e\$/ then double = true
        elsif t =~ /\A\e\(/ then double = false
        elsif double
          if pending then out << [pending, t[0]]; pending = nil
          else pending = t[0]
          end
        else out << t
        end
      end
      out
    end

    def each_char_of(str, re)
      str.scan(re).map { |c| yield(c) }
    end

    def to_euc(pairs)
      pairs.map { |c| Array === c ? [c[0] | 0x80, c[1] | 0x80].pack('C2') : c }.join
    end

    def to_sjis(pairs)
      pairs.map do |c|
        next c unless Array === c
        j1, j2 = c
        s1 = ((j1 + 1) >> 1) + (j1 <= 0x5e ? 0x70 : 0xb0)
        s2 = if j1.odd? then j2 + (j2 >= 0x60 ? 0x20 : 0x1f)
             else j2 + 0x7e
             end
        [s1, s2].pack('C2')
      end.join
    end

    def to_jis(pairs)
      out = ''
      double = false
      pairs.each do |c|
        if Array === c
          out << "\e$B" unless double
          double = true
          out << c.pack('C2')
        else
          out << "\e(B" if double
          double = false
          out << c
        end
      end
      out << "\e(B" if double
      out
    end
  end

  module_function

  # the encoding str looks written in: JIS, EUC, SJIS, UTF8, UTF16, ASCII,
  # BINARY or UNKNOWN
  def guess(str)
    return UTF16 if str =~ /\A(?:\xfe\xff|\xff\xfe)/n
    return JIS if str =~ /\e\$[@B]/n
    return ASCII if str =~ /\A[\x00-\x7f]*\z/n
    return UTF8 if RegexpUtf8 =~ str
    return EUC if RegexpEucjp =~ str
    return SJIS if RegexpShiftjis =~ str
    str.count("\x00-\x08\x0b\x0e-\x1a\x1c-\x1f").zero? ? UNKNOWN : BINARY
  end

  def guess_old(str)
    guess(str)
  end

  # str converted to out_code, read as in_code (guessed when AUTO)
  def kconv(str, out_code, in_code = AUTO)
    in_code = guess(str) if in_code == AUTO || in_code.nil?
    return str.dup if out_code == BINARY || out_code == NOCONV
    return str.dup if in_code == out_code && out_code != ASCII
    pairs = case in_code
            when EUC then Kconv.__send__(:jis_pairs_from_euc, str)
            when SJIS then Kconv.__send__(:jis_pairs_from_sjis, str)
            when JIS then Kconv.__send__(:rejoin_double, str)
            when ASCII, UNKNOWN, BINARY then str.scan(/[\x00-\xff]/n)
            else Kconv.__send__(:unsupported, in_code, str)
            end
    case out_code
    when EUC then Kconv.__send__(:to_euc, pairs)
    when SJIS then Kconv.__send__(:to_sjis, pairs)
    when JIS, ASCII then Kconv.__send__(:to_jis, pairs)
    when UTF8 then Kconv.__send__(:unicode_ascii, pairs, str) { |s| s }
    when UTF16 then Kconv.__send__(:unicode_ascii, pairs, str) { |s| s.unpack('C*').pack('n*') }
    else str.dup
    end
  end

  def tojis(str) kconv(str, JIS) end
  def toeuc(str) kconv(str, EUC) end
  def tosjis(str) kconv(str, SJIS) end
  def toutf8(str) kconv(str, UTF8) end
  def toutf16(str) kconv(str, UTF16) end

  def iseuc(str) RegexpEucjp.match(str) end
  def issjis(str) RegexpShiftjis.match(str) end
  def isutf8(str) RegexpUtf8.match(str) end

end

class String
  def kconv(out_code, in_code = Kconv::AUTO) Kconv.kconv(self, out_code, in_code) end
  def tojis() Kconv.tojis(self) end
  def toeuc() Kconv.toeuc(self) end
  def tosjis() Kconv.tosjis(self) end
  def toutf8() Kconv.toutf8(self) end
  def toutf16() Kconv.toutf16(self) end
  def iseuc() Kconv.iseuc(self) end
  def issjis() Kconv.issjis(self) end
  def isutf8() Kconv.isutf8(self) end
end
