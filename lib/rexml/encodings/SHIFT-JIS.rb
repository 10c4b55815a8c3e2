module REXML
  module Encoding
    # Shift_JIS through NKF when it is built, else through iconv
    begin
      require 'nkf'
      def decode_sjis(str)
        NKF.nkf('-SwmO', str)
      end

      def encode_sjis(content)
        NKF.nkf('-WsmO', content)
      end
    rescue LoadError
      require 'iconv'
      def decode_sjis(str)
        Iconv.conv('UTF-8', 'SHIFT-JIS', str)
      end

      def encode_sjis(content)
        Iconv.conv('SHIFT_JIS', 'UTF-8', content)
      end
    end

    b = proc do |obj|
      class << obj
        alias decode decode_sjis
        alias encode encode_sjis
      end
    end
    register("SHIFT-JIS", &b)
    register("SHIFT_JIS", &b)
  end
end
