# rdoc/markup/simple_markup.rb - RDoc 1.x's SimpleMarkup: plain text with
# light markup (paragraphs, verbatim blocks, headings, rules, bulleted,
# numbered, labeled and note lists; *bold*, _emphasis_, +code+ and the
# <b> <em> <i> <tt> <code> tags) turned into fragments that a formatter
# (SM::ToHtml, SM::ToFlow, SM::ToLaTeX) visits.
require 'rdoc/markup/simple_markup/fragments'
require 'rdoc/markup/simple_markup/inline'
require 'rdoc/markup/simple_markup/lines'

module SM

  class SimpleMarkup

    SPACE = ?\s

    # a labeled list item: [label] text, or label:: text
    LABEL_LIST_RE = /\A(\[.+?\]|\S.*?::)(?:[ \t]+|\z)/

    # a bulleted, numbered or lettered list item
    SIMPLE_LIST_RE = /\A([*-]|\d+\.|[A-Za-z]\.)[ \t]+(?=\S)/

    def initialize
      @am = AttributeManager.new
      @output = nil
    end

    # start...stop (both alike for a matching pair) marks text with name
    def add_word_pair(start, stop, name)
      @am.add_word_pair(start, stop, name)
    end

    # <tag>...</tag> marks text with name
    def add_html(tag, name)
      @am.add_html(tag, name)
    end

    # text matching pattern is handed to the formatter as a Special of name
    def add_special(pattern, name)
      @am.add_special(pattern, name)
    end

    # str's fragments, each visited by op (start_accepting first,
    # end_accepting's value returned)
    def convert(str, op)
      @fragments = Parser.new(str).fragments
      op.start_accepting
      @fragments.each { |f| f.accept(@am, op) }
      op.end_accepting
    end

    # the fragments of the last conversion, as text
    def content
      (@fragments || []).map { |f| f.to_s }.join("\n")
    end

    # the type of each line of the last conversion
    def get_line_types
      (@fragments || []).map { |f| f.type }
    end
  end
end
