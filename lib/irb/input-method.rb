#
#   irb/input-method.rb - where irb reads its lines from
#

module IRB
  STDIN_FILE_NAME = "(line)"

  class InputMethod
    @RCS_ID = '-$Id$-'

    def initialize(file = STDIN_FILE_NAME)
      @file_name = file
    end
    attr_reader :file_name
    attr_accessor :prompt

    def gets
      IRB.fail NotImplementedError, "gets"
    end
    public :gets

    def readable_atfer_eof?
      false
    end
  end

  # lines typed on standard input, one prompt each
  class StdioInputMethod < InputMethod
    def initialize
      super
      @line_no = 0
      @line = []
    end

    def gets
      print @prompt
      @line[@line_no += 1] = $stdin.gets
    end

    def eof?
      $stdin.eof?
    end

    def readable_atfer_eof?
      true
    end

    def line(line_no)
      @line[line_no]
    end
  end

  # the lines of a program file given on the command line
  class FileInputMethod < InputMethod
    def initialize(file)
      super
      @io = open(file)
    end
    attr_reader :file_name

    def eof?
      @io.eof?
    end

    def gets
      print @prompt
      @io.gets
    end
  end

  begin
    require "readline"
    # lines read with GNU Readline's editing and history
    class ReadlineInputMethod < InputMethod
      include Readline

      def initialize
        super
        @line_no = 0
        @line = []
        @eof = false
      end

      def gets
        if l = readline(@prompt, false)
          HISTORY.push(l) unless l.empty?
          @line[@line_no += 1] = l + "\n"
        else
          @eof = true
          l
        end
      end

      def eof?
        @eof
      end

      def readable_atfer_eof?
        true
      end

      def line(line_no)
        @line[line_no]
      end
    end
  rescue LoadError
  end
end
