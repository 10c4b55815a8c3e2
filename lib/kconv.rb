# kconv.rb - Kanji code conversion among ISO-2022-JP (JIS), EUC-JP,
# Shift_JIS, UTF-8 and UTF-16, with encoding guessing, as Ruby 1.8.7's
# Kconv.  A thin layer over the nkf extension: each conversion becomes
# one NKF.nkf call with the options naming the output and input codes.

require 'nkf'

module Kconv
  AUTO = NKF::AUTO
  JIS = NKF::JIS
  EUC = NKF::EUC
  SJIS = NKF::SJIS
  BINARY = NKF::BINARY
  NOCONV = NKF::NOCONV
  ASCII = NKF::ASCII
  UTF8 = NKF::UTF8
  UTF16 = NKF::UTF16
  UTF32 = NKF::UTF32
  UNKNOWN = NKF::UNKNOWN
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

  module_function

  # str converted to out_code, read as in_code (guessed by nkf when
  # AUTO or any code nkf cannot be told); BINARY/NOCONV give str itself
  def kconv(str, out_code, in_code = nil)
    out_opt = case out_code
              when JIS then '-j'
              when EUC then '-e'
              when SJIS then '-s'
              when UTF8 then '-w'
              when UTF16 then '-w16'
              when BINARY then return str
              else '-j'
              end
    in_opt = case in_code
             when JIS then ' -J'
             when EUC then ' -E'
             when SJIS then ' -S'
             when UTF8 then ' -W'
             when UTF16 then ' -W16'
             else ''
             end
    NKF.nkf(out_opt + in_opt, str)
  end

  def tojis(str) kconv(str, JIS) end
  def toeuc(str) kconv(str, EUC) end
  def tosjis(str) kconv(str, SJIS) end
  def toutf8(str) kconv(str, UTF8) end
  def toutf16(str) kconv(str, UTF16) end

  # the code str looks written in, as NKF.guess answers
  def guess(str) NKF.guess(str) end

  # nkf's older, coarser guess (NKF.guess1)
  def guess_old(str) NKF.guess1(str) end

  def iseuc(str) RegexpEucjp.match(str) end
  def issjis(str) RegexpShiftjis.match(str) end
  def isutf8(str) RegexpUtf8.match(str) end
end

class String
  # self converted to out_code, read as in_code
  def kconv(out_code, in_code = Kconv::AUTO)
    Kconv.kconv(self, out_code, in_code)
  end

  def tojis() Kconv.tojis(self) end
  def toeuc() Kconv.toeuc(self) end
  def tosjis() Kconv.tosjis(self) end
  def toutf8() Kconv.toutf8(self) end
  def toutf16() Kconv.toutf16(self) end
  def iseuc() Kconv.iseuc(self) end
  def issjis() Kconv.issjis(self) end
  def isutf8() Kconv.isutf8(self) end
end
