# rdoc/parsers/parserfactory.rb - picks the parser for a file by its name
# (and, for files without a known extension, by a #! line naming ruby).
require 'rdoc/parsers/parse_simple'

module RDoc

  module ParserFactory
    Parsers = Struct.new(:regexp, :parser)

    @@parsers = []

    # a parser class registers the file names (a Regexp) it reads
    def parse_files_matching(regexp)
      @@parsers.unshift Parsers.new(regexp, self)
    end

    def can_parse(file_name)
      @@parsers.find { |p| p.regexp.match(file_name) }
    end

    def ParserFactory.alias_extension(old_ext, new_ext)
      parser = can_parse("xxx.#{old_ext}")
      return false unless parser
      @@parsers.unshift Parsers.new(Regexp.new("\\.#{new_ext}$"), parser.parser)
      true
    end

    # the parser for file_name with content read, parse_simple if none
    def ParserFactory.parser_for(top_level, file_name, body, options, stats)
      if file_name !~ /\.\w+$/ && body =~ /\A#!.*ruby/
        file_name = "#{file_name}.rb"
      end
      parser_description = can_parse(file_name)
      parser = parser_description ? parser_description.parser : SimpleParser
      parser.new(top_level, file_name, body, options, stats)
    end

    extend self
  end
end
