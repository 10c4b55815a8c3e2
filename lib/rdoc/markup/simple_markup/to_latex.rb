# rdoc/markup/simple_markup/to_latex.rb - SimpleMarkup fragments as LaTeX:
# headings as \chapter ... \paragraph, lists as itemize, enumerate,
# description and tabularx, verbatim text in a code environment, the
# characters LaTeX treats specially escaped.
require 'rdoc/markup/simple_markup/fragments'
require 'rdoc/markup/simple_markup/inline'

module SM

  class ToLaTeX
    BS = "\020"          # a protected backslash, while escaping
    OB = "\021"          # a protected {
    CB = "\022"          # a protected }
    DL = "\023"          # a protected $
    BACKSLASH = "#{BS}symbol#{OB}92#{CB}"
    HAT = "#{BS}symbol#{OB}94#{CB}"
    BACKQUOTE = "#{BS}symbol#{OB}0#{CB}"
    TILDE = "#{DL}#{BS}sim#{DL}"
    LESSTHAN = "#{DL}<#{DL}"
    GREATERTHAN = "#{DL}>#{DL}"

    LIST_TYPE_TO_LATEX = {
      :BULLET => ["\\begin{itemize}", "\\end{itemize}"],
      :NUMBER => ["\\begin{enumerate}", "\\end{enumerate}", "\\arabic"],
      :UPPERALPHA => ["\\begin{enumerate}", "\\end{enumerate}", "\\Alph"],
      :LOWERALPHA => ["\\begin{enumerate}", "\\end{enumerate}", "\\alph"],
      :LABELED => ["\\begin{description}", "\\end{description}"],
      :NOTE => ["\\begin{tabularx}{\\linewidth}{@{} l X @{}}", "\\end{tabularx}"],
    }

    InlineTag = Struct.new(:bit, :on, :off)

    def initialize
      init_tags
      @list_depth = 0
      @prev_list_types = []
    end

    def init_tags
      @attr_tags = [
        InlineTag.new(Attribute.bitmap_for(:BOLD), l("\\textbf{"), l("}")),
        InlineTag.new(Attribute.bitmap_for(:TT), l("\\texttt{"), l("}")),
        InlineTag.new(Attribute.bitmap_for(:EM), l("\\emph{"), l("}")),
      ]
    end

    # LaTeX text as it is (its \ { } $ kept from escaping)
    def l(arg)
      arg.gsub(/\\/, BS).gsub(/\{/, OB).gsub(/\}/, CB).gsub(/\$/, DL)
    end

    def add_tag(name, start, stop)
      @attr_tags << InlineTag.new(Attribute.bitmap_for(name), l(start), l(stop))
    end

    def start_accepting
      @res = ""
      @in_list_entry = []
    end

    def end_accepting
      @res.tr(BS, "\\").tr(OB, "{").tr(CB, "}").tr(DL, "$")
    end

    def accept_paragraph(am, fragment)
      @res << wrap(convert_flow(am.flow(fragment.txt))) << "\n"
    end

    def accept_verbatim(am, fragment)
      @res << "\n#{l('\\begin{code}')}\n" << fragment.txt.sub(/[\n\s]+\z/, "") << "\n#{l('\\end{code}')}\n\n"
    end

    def accept_rule(am, fragment)
      @res << "\n\n#{l('\\rule{\\linewidth}')}#{l('{')}#{fragment.param}pt#{l('}')}\n\n"
    end

    def accept_list_start(am, fragment)
      tags = LIST_TYPE_TO_LATEX[fragment.type] or raise "Invalid list type: #{fragment.type.inspect}"
      # the numbering style, when it is not the one this formatter set last
      if tags[2] && tags[2] != @enum_style
        @res << l("\\renewcommand{\\labelenumi}{#{tags[2]}{enumi}}") << "\n"
        @enum_style = tags[2]
      end
      @res << l(tags[0]) << "\n"
      @in_list_entry.push false
    end

    def accept_list_end(am, fragment)
      if (tag = @in_list_entry.pop)
        @res << tag
      end
      @res << l(LIST_TYPE_TO_LATEX[fragment.type][1]) << "\n"
    end

    def accept_list_item(am, fragment)
      if (tag = @in_list_entry.last)
        @res << tag
      end
      label = fragment.param ? convert_flow(am.flow(fragment.param)) : ""
      case fragment.type
      when :LABELED then @res << l("\\item[") << label << l("] ")
      when :NOTE then @res << label << " & "
      else @res << l("\\item ")
      end
      @res << wrap(convert_flow(am.flow(fragment.txt))) << "\n"
      @in_list_entry[-1] = fragment.type == :NOTE ? l("\\\\") + "\n\n" : "\n"
    end

    def accept_blank_line(am, fragment)
    end

    def accept_heading(am, fragment)
      name = %w(chapter section subsection subsubsection paragraph)[fragment.head_level - 1] || "paragraph"
      @res << l("\\#{name}{") << convert_flow(am.flow(fragment.txt)) << l("}") << "\n"
    end

    # txt folded at blanks into lines of at most 75 characters
    def wrap(txt, line_len = 75)
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

    # text with LaTeX's special characters escaped; quotes as `` and ''
    def escape(str)
      s = str.gsub(/\\/, BACKSLASH).gsub(/\{/, "\\{").gsub(/\}/, "\\}").gsub(/\$/, "\\$")
      s = s.gsub(/#/, "\\#").gsub(/%/, "\\%").gsub(/\^/, HAT).gsub(/~/, TILDE).gsub(/_/, "\\_")
      s = s.gsub(/&/, "\\\\&").gsub(/</, LESSTHAN).gsub(/>/, GREATERTHAN)
      s = s.gsub(/`/, BACKQUOTE).gsub(/'/, "`")
      s = s.gsub(/(\S)"(?=\W)/) { "#$1''" }.gsub(/"/, "``")
      s.gsub(/\.\.\./, l("\\ldots{}")).gsub(/\(c\)/, l("\\copyright{}"))
    end

    private

    def convert_flow(flow)
      res = ""
      flow.each { |item|
        case item
        when String then res << escape(item)
        when AttrChanger
          @attr_tags.reverse_each { |t| res << t.off if item.turn_off & t.bit != 0 }
          @attr_tags.each { |t| res << t.on if item.turn_on & t.bit != 0 }
        when Special then res << convert_special(item)
        else raise "Unknown flow element: #{item.inspect}"
        end
      }
      res
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
