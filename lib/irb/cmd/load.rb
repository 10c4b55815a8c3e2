#
#   irb/cmd/load.rb - irb_load, irb_require, source
#
require "irb/cmd/nop.rb"
require "irb/ext/loader"

module IRB
  module ExtendCommand
    class Load < Nop
      include IrbLoader

      def execute(file_name, priv = nil)
        irb_load(file_name, priv)
      end
    end

    class Require < Nop
      include IrbLoader

      # like require, but the file's statements run through this irb
      def execute(file_name)
        rex = Regexp.new("#{Regexp.quote(file_name)}(\.o|\.rb)?")
        return false if $".find { |f| f =~ rex }
        case file_name
        when /\.rb$/
          begin
            if irb_load(file_name)
              $".push file_name
              return true
            end
          rescue LoadError
          end
        when /\.(so|o|sl)$/
          return ruby_require(file_name)
        end
        begin
          irb_load(f = file_name + ".rb")
          $".push f
          return true
        rescue LoadError
          return ruby_require(file_name)
        end
      end
    end

    class Source < Nop
      include IrbLoader
      def execute(file_name)
        source_file(file_name)
      end
    end
  end
end
