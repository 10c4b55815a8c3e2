# rdoc/markup/simple_markup/to_flow.rb - SimpleMarkup fragments as a flow
# of SM::Flow objects (what ri stores and displays): paragraphs, verbatim
# text, headings, rules and lists, their text as escaped HTML.
require 'rdoc/markup/simple_markup/fragments'
require 'rdoc/markup/simple_markup/inline'
require 'cgi'

module SM

  module Flow
    P = Struct.new(:body)
    VERB = Struct.new(:body)
    RULE = Struct.new(:width)
    H = Struct.new(:level, :text)
    LI = Struct.new(:label, :body)

    # a list: its kind and its items (and nested lists and paragraphs)
    class LIST
      attr_reader :type, :contents

      def initialize(type)
        @type = type
        @contents = []
      end

      def <<(stuff)
        @contents << stuff
      end
    end
  end

  class ToFlow
    LIST_TYPE_TO_HTML = {
      :BULLET     => ["<ul>", "</ul>"],
      :NUMBER     => ["<ol>", "</ol>"],
      :UPPERALPHA => ["<ol>", "</ol>"],
      :LOWERALPHA => ["<ol>", "</ol>"],
      :LABELED    => ["<dl>", "</dl>"],
      :NOTE       => ["<table>", "</table>"],
    }

    InlineTag = Struct.new(:bit, :on, :off)

    def initialize
      init_tags
    end

    def init_tags
      @attr_tags = [
        InlineTag.new(Attribute.bitmap_for(:BOLD), "<b>", "</b>"),
        InlineTag.new(Attribute.bitmap_for(:TT), "<tt>", "</tt>"),
        InlineTag.new(Attribute.bitmap_for(:EM), "<em>", "</em>"),
      ]
    end

    def add_tag(name, start, stop)
      @attr_tags << InlineTag.new(Attribute.bitmap_for(name), start, stop)
    end

    def start_accepting
      @res = []
      @list_stack = []
    end

    def end_accepting
      @res
    end

    def accept_paragraph(am, fragment)
      add(Flow::P.new(convert_flow(am.flow(fragment.txt))))
    end

    def accept_verbatim(am, fragment)
      add(Flow::VERB.new(CGI.escapeHTML(fragment.txt)))
    end

    def accept_rule(am, fragment)
      add(Flow::RULE.new(fragment.param))
    end

    def accept_list_start(am, fragment)
      list = Flow::LIST.new(fragment.type)
      add(list)
      @list_stack.push list
    end

    def accept_list_end(am, fragment)
      @list_stack.pop
    end

    def accept_list_item(am, fragment)
      @list_stack.last << Flow::LI.new(fragment.param, convert_flow(am.flow(fragment.txt)))
    end

    def accept_blank_line(am, fragment)
    end

    def accept_heading(am, fragment)
      add(Flow::H.new(fragment.head_level, convert_flow(am.flow(fragment.txt))))
    end

    def annotate(tag)
      tag
    end

    private

    # into the innermost open list, else the result
    def add(item)
      (@list_stack.last || @res) << item
    end

    def convert_flow(flow)
      res = ""
      flow.each { |item|
        case item
        when String then res << CGI.escapeHTML(item)
        when AttrChanger
          @attr_tags.reverse_each { |t| res << annotate(t.off) if item.turn_off & t.bit != 0 }
          @attr_tags.each { |t| res << annotate(t.on) if item.turn_on & t.bit != 0 }
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
