module REXML
  # Mixed into Source and Output: converts between a document's declared
  # encoding and UTF-8, REXML's internal form.  Each encodings/NAME.rb file
  # registers a block that installs the encode/decode pair on an object.
  module Encoding
    @encoding_methods = {}

    # registers the installer block for an encoding name
    def self.register(enc, &block)
      @encoding_methods[enc] = block
    end

    # installs the encode/decode pair of +enc+ on +obj+
    def self.apply(obj, enc)
      @encoding_methods[enc][obj]
    end

    def self.encoding_method(enc)
      @encoding_methods[enc]
    end

    UTF_8 = 'UTF-8'
    UTF_16 = 'UTF-16'
    UNILE = 'UNILE'

    attr_reader :encoding

    def encoding=(enc)
      old_verbose = $VERBOSE
      begin
        $VERBOSE = false
        enc = enc.nil? ? nil : enc.upcase
        return false if defined?(@encoding) and enc == @encoding
        if enc and enc != UTF_8
          @encoding = enc
          raise ArgumentError, "Bad encoding name #@encoding" unless @encoding =~ /^[\w-]+$/
          @encoding.untaint
          begin
            require 'rexml/encodings/ICONV.rb'
            Encoding.apply(self, "ICONV")
          rescue LoadError, Exception
            begin
              enc_file = File.join("rexml", "encodings", "#@encoding.rb")
              require enc_file
              Encoding.apply(self, @encoding)
            rescue LoadError => err
              puts err.message
              raise ArgumentError, "No decoder found for encoding #@encoding.  Please install iconv."
            end
          end
        else
          @encoding = UTF_8
          require 'rexml/encodings/UTF-8.rb'
          Encoding.apply(self, @encoding)
        end
      ensure
        $VERBOSE = old_verbose
      end
      true
    end

    # the encoding a document's first bytes claim (byte order marks)
    def check_encoding(str)
      if str[0] == 0xfe and str[1] == 0xff
        str[0, 2] = ""
        return UTF_16
      elsif str[0] == 0xff and str[1] == 0xfe
        str[0, 2] = ""
        return UNILE
      end
      str =~ /^\s*<\?xml\s+version\s*=\s*(['"]).*?\1\s+encoding\s*=\s*(["'])(.*?)\2/m
      return $3.upcase if $3
      UTF_8
    end
  end
end
