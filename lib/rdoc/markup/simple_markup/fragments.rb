# rdoc/markup/simple_markup/fragments.rb - the pieces a markup text is
# made of (paragraphs, verbatim blocks, headings, rules, list starts, items
# and ends) and the parser that finds them.
require 'rdoc/markup/simple_markup/lines'

module SM

  # one piece of the text; accept hands it to the formatter's accept_<kind>
  class Fragment
    attr_reader :level, :txt
    attr_accessor :param

    def initialize(level, txt = "", param = nil)
      @level = level
      @txt = txt
      @param = param
    end

    def type
      self.class.name.sub(/\ASM::/, "").gsub(/([a-z])([A-Z])/) { "#$1_#$2" }.upcase.to_sym
    end

    def accept(am, op)
      op.__send__(self.class::ACCEPT, am, self)
    end

    def to_s
      "#{self.class.name.sub(/\ASM::/, '')}: #{@txt}"
    end
  end

  class Paragraph < Fragment
    ACCEPT = :accept_paragraph
  end

  class BlankLine < Fragment
    ACCEPT = :accept_blank_line
  end

  class Verbatim < Fragment
    ACCEPT = :accept_verbatim
  end

  class Heading < Fragment
    ACCEPT = :accept_heading
    def head_level
      @param
    end
  end

  class Rule < Fragment
    ACCEPT = :accept_rule
    def width
      @param
    end
  end

  # a list's kind (:BULLET :NUMBER :LOWERALPHA :UPPERALPHA :LABELED :NOTE)
  # is its type
  class ListBase < Fragment
    def initialize(level, txt, kind, param = nil)
      super(level, txt, param)
      @kind = kind
    end

    def type
      @kind
    end
  end

  class ListStart < ListBase
    ACCEPT = :accept_list_start
  end

  class ListEnd < ListBase
    ACCEPT = :accept_list_end
  end

  # an item: its kind, its label (param: the bullet, number, letter or
  # label) and the text of its first paragraph
  class ListItem < ListBase
    ACCEPT = :accept_list_item

    def label
      @param
    end
  end

  # finds the fragments of a text
  class Parser
    attr_reader :fragments

    def initialize(text)
      @fragments = []
      lines = Lines.new(text)
      parse(lines, lines.margin, 0)
    end

    private

    def parse(lines, margin, level)
      until lines.empty?
        line = lines.peek
        if line.blank?
          lines.next
          blank_line
        elsif line.indent < margin
          return
        elsif line.indent > margin
          verbatim(lines, margin, level)
        elsif line.text =~ /\A(=+)\s*(.*)\z/
          lines.next
          n = $1.size > 6 ? 6 : $1.size
          @fragments << Heading.new(level, line.text[n..-1].strip, n)
        elsif line.text =~ /\A(-{3,})\s*\z/
          lines.next
          @fragments << Rule.new(level, "", $1.size - 2)
        elsif list_item?(lines)
          list(lines, margin, level)
        else
          paragraph(lines, margin, level)
        end
      end
    end

    # a run of blank lines after a fragment is one BlankLine, at the
    # level of the fragment before it (as rdoc 1.0 gives them)
    def blank_line
      last = @fragments.last
      # (a verbatim block takes the blank lines after it, even at the end
      # of a list)
      before = @fragments.reverse.find { |f| !f.is_a?(ListEnd) }
      return if before.is_a?(Verbatim)
      @fragments << BlankLine.new(last.level) if last && !last.is_a?(BlankLine)
    end

    # whether the line ahead of lines begins a list item: a label with
    # nothing after it does only when a deeper line follows (as rdoc 1.0)
    def list_item?(lines, ahead = 0)
      line = lines.peek(ahead)
      k = item_kind(line.text)
      return false unless k
      return true unless (k[0] == :LABELED || k[0] == :NOTE) && k[2].strip.empty?
      nxt = lines.peek(ahead + 1)
      nxt && !nxt.blank? && nxt.indent > line.indent
    end

    # whether the line ahead of lines goes on a paragraph at margin
    def plain?(lines, margin)
      line = lines.peek
      !line.blank? && line.indent == margin && line.text !~ /\A=/ &&
        line.text !~ /\A-{3,}\s*\z/ && !list_item?(lines)
    end

    def paragraph(lines, margin, level)
      text = [lines.next.text]
      text << lines.next.text while lines.peek && plain?(lines, margin)
      @fragments << Paragraph.new(level, text.join(" ").split.join(" "))
    end

    # lines indented deeper than margin (blank lines between them too), as
    # they are from column margin on
    def verbatim(lines, margin, level)
      body = []
      while (line = lines.peek) && (line.blank? || line.indent > margin)
        body << line
        lines.next
      end
      body.pop while body.last.blank?
      # (blank lines in a row count as one)
      body = body.reject { |l| l.blank? && body[body.index(l) - 1].blank? } if body.any? { |l| l.blank? }
      @fragments << Verbatim.new(level, body.map { |l| l.blank? ? "" : l.from(margin) }.join("\n") + "\n")
    end

    # the kind, label and text of a list item line, nil if it is none
    def item_kind(text)
      case text
      when SimpleMarkup::SIMPLE_LIST_RE
        marker, rest = $1, $'
        kind = case marker
               when /\A[*-]\z/ then :BULLET
               when /\A\d/ then :NUMBER
               when /\A[a-z]/ then :LOWERALPHA
               else :UPPERALPHA
               end
        [kind, marker, rest]
      when SimpleMarkup::LABEL_LIST_RE
        label, rest = $1, $'
        if label[0] == ?[ then [:LABELED, label[1..-2], rest]
        else [:NOTE, label[0..-2], rest]
        end
      end
    end

    def same_list?(a, b)
      a == b
    end

    def list(lines, margin, level)
      kind = item_kind(lines.peek.text)[0]
      # (a list and its items are one level deeper than the text around)
      @fragments << ListStart.new(level + 1, "", kind)
      loop do
        item(lines, margin, level)
        ahead = 0
        ahead += 1 while lines.peek(ahead) && lines.peek(ahead).blank?
        nxt = lines.peek(ahead)
        break unless nxt && nxt.indent == margin && list_item?(lines, ahead) && item_kind(nxt.text)[0] == kind
        ahead.times { lines.next }
        blank_line if ahead > 0
      end
      @fragments << ListEnd.new(level + 1, "", kind)
    end

    # an item with the lines indented under it: the first paragraph goes
    # with the item, the rest are fragments of their own one level down
    def item(lines, margin, level)
      line = lines.next
      kind, label, rest = item_kind(line.text)
      column = line.indent + line.text.size - rest.size
      sub = []
      # the item's lines: those under its text (any deeper line when the
      # label stands alone); one left of the text ends it (as rdoc 1.0)
      deep = rest.empty? ? margin + 1 : column
      # (blank lines only when a line of the item follows them)
      while (l = lines.peek)
        if l.blank?
          ahead = 0
          ahead += 1 while lines.peek(ahead) && lines.peek(ahead).blank?
          nxt = lines.peek(ahead)
          break unless nxt && nxt.indent >= deep
          ahead.times { sub << lines.next }
        elsif l.indent >= deep
          sub << lines.next
        else
          break
        end
      end
      sub.pop while sub.last && sub.last.blank?
      indents = sub.reject { |l| l.blank? }.map { |l| l.indent }
      inner = rest.empty? ? (indents.min || column) : [column, *indents].min
      text = rest.empty? ? [] : [rest]
      body = Lines.new(sub)
      if text.empty?
        body.next while body.peek && body.peek.blank?
      end
      if body.peek && (text.empty? || !body.peek.blank?)
        text << body.next.text while body.peek && plain?(body, inner)
      end
      @fragments << ListItem.new(level + 1, text.join(" ").split.join(" "), kind, label)
      parse(body, inner, level + 1)
    end
  end
end
