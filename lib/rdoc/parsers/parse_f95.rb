# rdoc/parsers/parse_f95.rb - Fortran 95 sources (.f90, .f95): modules,
# their subroutines and functions, each with the '!' comment lines just
# before it (or just after its first line).
require 'rdoc/code_objects'
require 'rdoc/parsers/parserfactory'

module RDoc

  class Fortran95parser
    extend ParserFactory
    parse_files_matching(/\.((f|F)9(0|5)|F)\z/)

    def initialize(top_level, file_name, body, options, stats)
      @body = body
      @stats = stats
      @file_name = file_name
      @options = options
      @top_level = top_level
    end

    def scan
      context = @top_level
      comment = []
      @body.each_line { |line|
        code = line.sub(/!.*/, "").strip
        if code.empty?
          comment << line.sub(/\A\s*!/, "#").chomp if line =~ /\A\s*!/
          next
        end
        case code
        when /\Amodule\s+(\w+)\z/i
          context = @top_level.add_module(NormalModule, $1)
          context.record_location(@top_level)
          context.comment = comment.join("\n")
          @stats.num_modules += 1 if @stats
        when /\Aend\s+module\b/i
          context = @top_level
        when /\A(?:\w+\s+)*(subroutine|function)\s+(\w+)\s*(\([^)]*\))?/i
          meth = AnyMethod.new(code, $2)
          meth.params = $3 || "()"
          meth.comment = comment.join("\n")
          context.add_method(meth)
          @stats.num_methods += 1 if @stats
        end
        comment = []
      }
      @top_level
    end
  end
end
