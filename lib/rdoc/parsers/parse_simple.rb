# rdoc/parsers/parse_simple.rb - a file that is all comment (a README):
# its text, without a leading run of '#' comment markers, is the
# TopLevel's comment.
require 'rdoc/code_objects'
require 'rdoc/markup/simple_markup/preprocess'

module RDoc

  class SimpleParser
    def initialize(top_level, file_name, body, options, stats)
      @body = body
      @options = options
      @file_name = file_name
      @top_level = top_level
      @stats = stats
    end

    def scan
      comment = remove_private_comments(@body)
      @top_level.comment = comment
      @top_level
    end

    # everything from a line '--' to a line '++' (or the end) goes
    def remove_private_comments(comment)
      comment.gsub(/^--.*?^\+\+/m, "").sub(/^--.*/m, "")
    end
  end
end
