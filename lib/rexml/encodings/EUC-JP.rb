module REXML
  module Encoding
    # EUC-JP through NKF when it is built, else through iconv
    begin
      require 'nkf'
      def decode_eucjp(str)
        NKF.nkf('-EwmO', str)
      end

      def encode_eucjp(content)
        NKF.nkf('-WemO', content)
      end
    rescue LoadError
      require 'iconv'
      def decode_eucjp(str)
        Iconv.conv('UTF-8', 'EUC-JP', str)
      end

      def encode_eucjp(content)
        Iconv.conv('EUC-JP', 'UTF-8', content)
      end
    end

    register("EUC-JP") do |obj|
      class << obj
        alias decode decode_eucjp
        alias encode encode_eucjp
      end
    end
  end
end
