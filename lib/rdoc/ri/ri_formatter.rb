# rdoc/ri/ri_formatter.rb - how ri writes its output: plain text
# (TextFormatter, "plain"), ANSI colours ("ansi"), backspace overstriking
# for pagers ("bs"), HTML ("html") or bare text ("simple").  Every
# formatter lays SM::Flow comments, headings and rules out at the width
# in the options, after an indent; they differ in how they show the bold,
# emphasized and code text (<b> <em> <tt> in the flow) and the headings.
require 'cgi'

module RI

  class TextFormatter
    attr_reader :indent

    def initialize(options, indent)
      @options = options
      @width = options.width
      @indent = indent
    end

    def self.list
      FORMATTERS.keys.sort.join(", ")
    end

    def self.for(name)
      FORMATTERS[name.downcase]
    end

    # a rule, label (if any) at its right end
    def draw_line(label = nil)
      if label
        print "-" * (@width - label.size - 1), " "
        bold_print(label)
        puts
      else
        puts "-" * @width
      end
    end

    # txt (flow text) folded to the width: prefix before the first line,
    # as many blanks before the others
    def wrap(txt, prefix = @indent, linelen = @width)
      return if txt.nil? || txt.empty?
      words = styled_words(txt)
      lines = fold(words, linelen - prefix.size)
      blanks = " " * prefix.size
      lines.each_with_index { |line, n|
        print(n == 0 ? prefix : blanks)
        line.each_with_index { |word, i|
          print " " if i > 0
          print_word(word)
        }
        puts
      }
    end

    def blankline
      puts
    end

    def break_to_newline
    end

    def bold_print(txt)
      print txt
    end

    def raw_print_line(txt)
      puts txt
    end

    # the characters the flow writes as entities
    def conv_html(txt)
      CGI.unescapeHTML(txt)
    end

    # <b> <em> <tt> as the *bold*, _em_ and +code+ of plain text
    def conv_markup(txt)
      txt.gsub(%r{<(tt|code)>(.*?)</\1>}) { "+#$2+" }.
        gsub(%r{<b>(.*?)</b>}) { "*#$1*" }.
        gsub(%r{<(em|i)>(.*?)</\1>}) { "_#$2_" }
    end

    def strip_attributes(txt)
      txt.gsub(%r{</?(?:b|code|em|i|tt)>}, "")
    end

    def display_flow(flow)
      flow.each { |item| display_flow_item(item) }
    end

    def display_flow_item(item, prefix = @indent)
      case item
      when SM::Flow::P, SM::Flow::LI
        wrap(item.body, prefix)
        blankline
      when SM::Flow::LIST then display_list(item)
      when SM::Flow::VERB then display_verbatim_flow_item(item, @indent)
      when SM::Flow::H then display_heading(item.text, item.level, @indent)
      when SM::Flow::RULE then draw_line
      else raise "Unknown flow element: #{item.class}"
      end
    end

    def display_verbatim_flow_item(item, prefix = @indent)
      item.body.split(/\n/).each { |line| puts prefix + conv_html(line) }
      blankline
    end

    # a list: each item after its marker (a bullet, its number or letter,
    # its label)
    def display_list(list)
      counter = { :NUMBER => 1, :UPPERALPHA => "A", :LOWERALPHA => "a" }[list.type]
      notes = list.contents.select { |i| i.is_a?(SM::Flow::LI) }.map { |i| i.label.size }.max.to_i
      list.contents.each { |item|
        unless item.is_a?(SM::Flow::LI)
          display_flow_item(item)
          next
        end
        marker = case list.type
                 when :BULLET then @indent + "*   "
                 when :NUMBER, :UPPERALPHA, :LOWERALPHA
                   m = @indent + "#{counter}.".ljust(4)
                   counter = counter.succ
                   m
                 when :LABELED then item.label
                 when :NOTE then @indent + item.label.ljust(notes + 1)
                 else raise "unknown list type #{list.type}"
                 end
        display_flow_item(item, marker)
      }
    end

    def display_heading(text, level, indent)
      text = conv_html(strip_attributes(text))
      case level
      when 1 then print "\n", text.upcase, "\n", "=" * text.size, "\n"
      when 2 then print "\n", text, "\n", "-" * text.size, "\n"
      else print indent, text, "\n"
      end
    end

    private

    # words (what single blanks part, so longer runs of blanks stay) as
    # lists of [text, attributes] pieces; plain text has one piece a word,
    # the markup written out
    def styled_words(txt)
      conv_html(conv_markup(txt)).split(/ /, -1).map { |w| [[w, []]] }
    end

    def word_size(word)
      word.inject(0) { |n, (text, attrs)| n + text.size }
    end

    # words into lines of at most len characters (a longer word alone)
    def fold(words, len)
      lines = []
      line = []
      size = 0
      words.each { |w|
        ws = word_size(w)
        if !line.empty? && size + 1 + ws > len
          lines << line
          line = []
          size = 0
        end
        size += (line.empty? ? 0 : 1) + ws
        line << w
      }
      lines << line unless line.empty?
      lines
    end

    def print_word(word)
      word.each { |text, attrs| print text }
    end
  end

  # formatters that show attributes by decorating characters: the flow's
  # tags become attributes of the characters between them.  A word keeps
  # the blanks after it, and they count when a line is filled
  class AttributeFormatter < TextFormatter
    TAGS = { "b" => :bold, "em" => :em, "i" => :em, "tt" => :code, "code" => :code }

    def wrap(txt, prefix = @indent, linelen = @width)
      return if txt.nil? || txt.empty?
      blanks = " " * prefix.size
      lines = []
      line = []
      styled_chars(txt).each { |word|
        if !line.empty? && line.size + word.size > linelen - prefix.size
          lines << line
          line = []
        end
        line.concat(word)
      }
      lines << line unless line.empty?
      lines.each_with_index { |l, n|
        print(n == 0 ? prefix : blanks)
        write_chars(l)
        puts
      }
    end

    private

    # the words of txt, each a list of [character, attributes]
    def styled_chars(txt)
      words = [[]]
      on = []
      txt.split(%r{(</?(?:b|em|i|tt|code)>)}).each { |part|
        if part =~ %r{\A<(/?)(\w+)>\z}
          attr = TAGS[$2]
          $1.empty? ? on |= [attr] : on -= [attr]
          next
        end
        conv_html(part).split(//).each { |ch|
          words << [] if ch != " " && !words.last.empty? && words.last.last[0] == " "
          words.last << [ch, on]
        }
      }
      words.reject { |w| w.empty? }
    end

    # characters with their attributes
    def write_chars(chars)
      chars.each { |ch, attrs| print ch }
    end
  end

  # pagers' bold (a character, backspace, itself) and underline (_, backspace)
  class OverstrikeFormatter < AttributeFormatter
    BS = "\b"

    def bold_print(txt)
      txt.each_byte { |c| print c.chr, BS, c.chr }
    end

    private

    def write_chars(chars)
      chars.each { |ch, attrs|
        print "_", BS if attrs.include?(:em) || attrs.include?(:code)
        print ch, BS if attrs.include?(:bold)
        print ch
      }
    end
  end

  # ANSI escapes: bold, yellow emphasis, cyan code, green headings
  class AnsiFormatter < AttributeFormatter
    CODES = { :bold => "1", :em => "33", :code => "36" }

    def initialize(*args)
      print "\033[0m"
      super
    end

    def bold_print(txt)
      print "\033[1m", txt, "\033[m"
    end

    def display_heading(text, level, indent)
      colour = { 1 => "1;32", 2 => "4;32" }[level] || "32"
      print indent, "\033[#{colour}m", conv_html(strip_attributes(text)), "\033[m\n"
    end

    private

    # an escape where the attributes change (their codes run together, as
    # rdoc 1.0 writes them), all off at the end of the line
    def write_chars(chars)
      current = []
      chars.each { |ch, attrs|
        if attrs != current
          print "\033[", attrs.map { |a| CODES[a] }.sort.join, "m"
          current = attrs
        end
        print ch
      }
      print "\033[m" unless current.empty?
    end
  end

  # HTML: attributes as tags, blank lines as <p>, rules as <hr>
  class HtmlFormatter < AttributeFormatter
    HTML_TAGS = { :bold => "b", :em => "i", :code => "tt" }

    def draw_line(label = nil)
      bold_print(label) if label
      puts "<hr>"
    end

    def bold_print(txt)
      print "<b>", txt, "</b>"
    end

    def blankline
      puts "<p>"
    end

    def break_to_newline
      puts "<br>"
    end

    # the text without line breaks, tags for the attributes
    def wrap(txt, prefix = @indent, linelen = @width)
      return if txt.nil? || txt.empty?
      on = []
      styled_chars(txt).inject([]) { |all, w| all.concat(w) }.each { |ch, attrs|
        (on - attrs).reverse.each { |a| print "</#{HTML_TAGS[a]}>" }
        (attrs - on).each { |a| print "<#{HTML_TAGS[a]}>" }
        on = attrs
        print CGI.escapeHTML(ch)
      }
      on.reverse.each { |a| print "</#{HTML_TAGS[a]}>" }
    end

    def display_heading(text, level, indent)
      level = 4 if level > 4
      print "<h#{level}>", text, "</h#{level}>\n"
    end

    def display_list(list)
      tag = { :BULLET => "ul", :LABELED => "dl", :NOTE => "table" }[list.type] || "ol"
      print "<#{tag}>"
      list.contents.each { |item|
        unless item.is_a?(SM::Flow::LI)
          display_flow_item(item)
          next
        end
        case list.type
        when :LABELED then print "<dt><b>", CGI.escapeHTML(item.label), "</b><dd>"
        when :NOTE then print %{<tr valign="top"><td>#{item.label.gsub(/ /, '&nbsp;')}</td><td>}
        else print "<li>"
        end
        display_flow_item(item, "")
      }
      print "</#{tag}>"
    end

    def display_verbatim_flow_item(item, prefix = @indent)
      print "<pre>"
      puts item.body
      puts "</pre>"
    end
  end

  # bare text: no rules, headings as "= TEXT" and "-- text", no blank lines
  class SimpleFormatter < TextFormatter
    def draw_line(label = nil)
      puts label if label
    end

    def blankline
    end

    def display_heading(text, level, indent)
      text = conv_html(strip_attributes(text))
      case level
      when 1 then puts "= " + text.upcase
      when 2 then puts "-- " + text
      else print indent, text, "\n"
      end
    end
  end

  class TextFormatter
    FORMATTERS = {
      "ansi" => AnsiFormatter, "bs" => OverstrikeFormatter, "html" => HtmlFormatter,
      "plain" => TextFormatter, "simple" => SimpleFormatter,
    }
  end
end
