# rdoc/markup/simple_markup/lines.rb - the lines of a markup text: each
# with its indentation (tabs expanded to eight columns) and text.
module SM

  class Line
    attr_reader :indent, :text, :raw

    def initialize(raw)
      @raw = Line.expand_tabs(raw.chomp)
      @text = @raw.strip
      @indent = @raw[/\A */].size
    end

    def blank?
      @text.empty?
    end

    # the line from column margin on
    def from(margin)
      @raw[margin..-1] || ""
    end

    def self.expand_tabs(s)
      s.gsub(/([^\t\n]*)\t/) { $1 + " " * (8 - $1.size % 8) }
    end

    def to_s
      @raw
    end
  end

  # a text's lines, read one after another
  class Lines
    include Enumerable

    # text is a String or an Array of Lines
    def initialize(text)
      @lines = text.is_a?(Array) ? text : text.split(/\r?\n/).map { |l| Line.new(l) }
      @pos = 0
    end

    def each(&block)
      @lines.each(&block)
    end

    def peek(ahead = 0)
      @lines[@pos + ahead]
    end

    def next
      line = @lines[@pos]
      @pos += 1
      line
    end

    def empty?
      @pos >= @lines.size
    end

    def size
      @lines.size
    end

    # the smallest indentation of the nonblank lines
    def margin
      @lines.reject { |l| l.blank? }.map { |l| l.indent }.min || 0
    end
  end
end
