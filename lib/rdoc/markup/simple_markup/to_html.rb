# rdoc/markup/simple_markup/to_html.rb - SimpleMarkup fragments as HTML.
require 'rdoc/markup/simple_markup/fragments'
require 'rdoc/markup/simple_markup/inline'
require 'cgi'

module SM

  class ToHtml

    LIST_TYPE_TO_HTML = {
      :BULLET     => ["<ul>", "</ul>"],
      :NUMBER     => ["<ol>", "</ol>"],
      :UPPERALPHA => ["<ol>", "</ol>"],
      :LOWERALPHA => ["<ol>", "</ol>"],
      :LABELED    => ["<dl>", "</dl>"],
      :NOTE       => ["<table>", "</table>"],
    }

    InlineTag = Struct.new(:bit, :on, :off)

    # the longest line of a paragraph
    LINE_LENGTH = 75

    def initialize
      init_tags
    end

    # the HTML of the attributes every formatter knows
    def init_tags
      @attr_tags = [
        InlineTag.new(Attribute.bitmap_for(:BOLD), "<b>", "</b>"),
        InlineTag.new(Attribute.bitmap_for(:TT), "<tt>", "</tt>"),
        InlineTag.new(Attribute.bitmap_for(:EM), "<em>", "</em>"),
      ]
    end

    # text with attribute name shown between start and stop
    def add_tag(name, start, stop)
      @attr_tags << InlineTag.new(Attribute.bitmap_for(name), start, stop)
    end

    def start_accepting
      @res = ""
      @in_list_entry = []
    end

    def end_accepting
      @res
    end

    def accept_paragraph(am, fragment)
      @res << annotate("<p>") + "\n"
      @res << wrap(convert_flow(am.flow(fragment.txt)))
      @res << annotate("</p>") + "\n"
    end

    def accept_verbatim(am, fragment)
      @res << annotate("<pre>") + "\n"
      @res << CGI.escapeHTML(fragment.txt)
      @res << annotate("</pre>") + "\n"
    end

    def accept_rule(am, fragment)
      size = fragment.param
      size = 10 if size > 10
      @res << "<hr size=\"#{size}\"></hr>"
    end

    def accept_list_start(am, fragment)
      @res << html_list_name(fragment.type, true) << "\n"
      @in_list_entry.push false
    end

    def accept_list_end(am, fragment)
      if (tag = @in_list_entry.pop)
        @res << annotate(tag) << "\n"
      end
      @res << html_list_name(fragment.type, false) << "\n"
    end

    def accept_list_item(am, fragment)
      if (tag = @in_list_entry.last)
        @res << annotate(tag) << "\n"
      end
      @res << list_item_start(am, fragment)
      @res << wrap(convert_flow(am.flow(fragment.txt))) << "\n"
      @in_list_entry[-1] = list_end_for(fragment.type)
    end

    def accept_blank_line(am, fragment)
    end

    def accept_heading(am, fragment)
      @res << convert_heading(fragment.head_level, am.flow(fragment.txt))
    end

    # a hook for subclasses: the tag as written
    def annotate(tag)
      tag
    end

    # txt folded at spaces into lines of at most LINE_LENGTH characters
    # (a longer word keeps its own line), ending with a newline
    def wrap(txt, line_len = LINE_LENGTH)
      res = ""
      rest = txt
      while rest.size > line_len
        cut = rest.rindex(?\s, line_len)
        cut = rest.index(?\s, line_len) unless cut && cut > 0
        break unless cut
        res << rest[0, cut] << "\n"
        rest = rest[cut + 1..-1]
      end
      res << rest << "\n"
    end

    private

    def convert_heading(level, flow)
      res = "<h#{level}>" + convert_flow(flow) + "</h#{level}>\n"
    end

    def html_list_name(type, open)
      tags = LIST_TYPE_TO_HTML[type] or raise "Invalid list type: #{type.inspect}"
      annotate(tags[open ? 0 : 1])
    end

    def list_item_start(am, fragment)
      case fragment.type
      when :BULLET, :NUMBER
        annotate("<li>")
      when :UPPERALPHA
        annotate("<li type=\"A\">")
      when :LOWERALPHA
        annotate("<li type=\"a\">")
      when :LABELED
        annotate("<dt>") + convert_flow(am.flow(fragment.param)) + annotate("</dt>") + annotate("<dd>")
      when :NOTE
        annotate("<tr>") + annotate("<td valign=\"top\">") + convert_flow(am.flow(fragment.param)) +
          annotate("</td>") + annotate("<td>")
      else
        raise "Invalid list type: #{fragment.type.inspect}"
      end
    end

    def list_end_for(type)
      case type
      when :BULLET, :NUMBER, :UPPERALPHA, :LOWERALPHA then "</li>"
      when :LABELED then "</dd>"
      when :NOTE then "</td></tr>"
      else raise "Invalid list type: #{type.inspect}"
      end
    end

    def convert_flow(flow)
      res = ""
      flow.each { |item|
        case item
        when String then res << convert_string(item)
        when AttrChanger
          @attr_tags.reverse_each { |t| res << annotate(t.off) if item.turn_off & t.bit != 0 }
          @attr_tags.each { |t| res << annotate(t.on) if item.turn_on & t.bit != 0 }
        when Special then res << convert_special(item)
        else raise "Unknown flow element: #{item.inspect}"
        end
      }
      res
    end

    # text escaped for HTML, with typographic dashes, ellipses, quotes and
    # the copyright and registered signs
    def convert_string(item)
      s = CGI.escapeHTML(item)
      s = s.gsub(/---?/, "&#8212;")
      s = s.gsub(/\.\.\.\./, ".&#8230;").gsub(/\.\.\./, "&#8230;")
      s = s.gsub(/([^ \t\r\n\[\{\(])'/) { "#$1&#8217;" }   # closing: after text
      s = s.gsub(/'(?=\W|s\b)/, "&#8217;")                  # closing: before a non-word
      s = s.gsub(/'/, "&#8216;")                            # every other one opens
      s.gsub(/\(c\)/, "&#169;").gsub(/\(r\)/, "&#174;")
    end

    def convert_special(special)
      handled = false
      Attribute.each_name_of(special.type) { |name|
        method = "handle_special_#{name}"
        if respond_to?(method, true)
          special.text = __send__(method, special)
          handled = true
        end
      }
      raise "Unhandled special: #{special}" unless handled
      special.text
    end
  end
end
