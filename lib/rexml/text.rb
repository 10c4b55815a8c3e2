require 'rexml/entity'
require 'rexml/doctype'
require 'rexml/child'
require 'rexml/doctype'
require 'rexml/parseexception'

module REXML
  # A text node.  The string is kept as written in XML (escaped, with entity
  # references); #value is the text those references stand for.  A raw
  # Text is written out exactly as given.
  class Text < Child
    include Comparable
    SPECIALS = ['&', '<', '>', '"', "'"]
    SUBSTITUTES = ['&amp;', '&lt;', '&gt;', '&quot;', '&apos;']
    SLAICEPS = ['<', '>', '"', "'", '&']
    SETUTITSBUS = [/&lt;/u, /&gt;/u, /&quot;/u, /&apos;/u, /&amp;/u]

    attr_accessor :raw

    # what a raw text may not hold: '<', or '&' that starts no reference
    ILLEGAL = /(<|&(?![\w:\x80-\xff]|#0*(?:\d+|x[a-fA-F0-9]+);))/
    NUMERICENTITY = /&#0*((?:\d+)|(?:x[a-fA-F0-9]+));/
    REFERENCE = /#{Entity::REFERENCE}/
    EREFERENCE = /&(?!#{Entity::NAME};)/

    # arg: the text (a String, or a Text to copy); raw: keep as given
    # (then it must not hold '<' or a stray '&')
    def initialize(arg, respect_whitespace = false, parent = nil, raw = nil,
                   entity_filter = nil, illegal = ILLEGAL)
      @raw = false
      if parent
        super(parent)
        @raw = parent.raw
      else
        @parent = nil
      end
      @raw = raw unless raw.nil?
      @entity_filter = entity_filter
      @normalized = @unnormalized = nil
      if arg.kind_of? String
        @string = arg.clone
        @string.squeeze!(" \n\t") unless respect_whitespace
      elsif arg.kind_of? Text
        @string = arg.to_s
        @raw = arg.raw
      else
        raise "Illegal argument of type #{arg.type} for Text constructor (#{arg})"
      end
      @string.gsub!(/\r\n?/, "\n") if @string.index(?\r)
      if @raw and (@string.index(?<) or @string.index(?&) or illegal != ILLEGAL) and @string =~ illegal
        raise "Illegal character '#{$1}' in raw string \"#{@string}\""
      end
    end

    def node_type
      :text
    end

    def empty?
      @string.size == 0
    end

    def clone
      return Text.new(self)
    end

    def <<(to_append)
      # the cached escaped form stays as it was (as in 1.8.7)
      @string << to_append.gsub(/\r\n?/, "\n")
    end

    def <=>(other)
      to_s() <=> other.to_s
    end

    def doctype
      if @parent
        doc = @parent.document
        doc.doctype if doc
      end
    end
    private :doctype

    # the text as XML (escaped)
    def to_s
      return @string if @raw
      return @normalized if @normalized
      @normalized = Text::normalize(@string, doctype, @entity_filter)
    end

    def inspect
      @string.inspect
    end

    # the text with references replaced
    def value
      @unnormalized = Text::unnormalize(@string, doctype)
    end

    def value=(val)
      @string = val.gsub(/\r\n?/, "\n")
      @unnormalized = nil
      @normalized = nil
      @raw = false
    end

    def wrap(string, width, addnewline = false)
      parts = []
      while string.length > width and place = string.rindex(' ', width)
        parts << string[0...place]
        string = string[place + 1..-1]
      end
      parts << string
      result = parts.join("\n")
      addnewline ? "\n" + result : result
    end

    def indent_text(string, level = 1, style = "\t", indentfirstline = true)
      return string if level < 0
      new_string = ''
      string.each { |line|
        indent_string = style * level
        new_line = (indent_string + line).sub(/[\s]+$/, '')
        new_string << new_line
      }
      new_string.strip! unless indentfirstline
      return new_string
    end

    def write(writer, indent = -1, transitive = false, ie_hack = false)
      Kernel.warn("#{self.class.name}.write is deprecated.  See REXML::Formatters")
      formatter = if indent > -1
          REXML::Formatters::Pretty.new(indent)
        else
          REXML::Formatters::Default.new
        end
      formatter.write(self, writer)
    end

    def xpath
      path = @parent.xpath
      path += "/text()"
      return path
    end

    def write_with_substitution(out, input)
      copy = input.clone
      copy.gsub!(SPECIALS[0], SUBSTITUTES[0])
      copy.gsub!(SPECIALS[1], SUBSTITUTES[1])
      copy.gsub!(SPECIALS[2], SUBSTITUTES[2])
      copy.gsub!(SPECIALS[3], SUBSTITUTES[3])
      copy.gsub!(SPECIALS[4], SUBSTITUTES[4])
      copy.gsub!(/[\x00-\x08\x0b\x0c\x0e-\x1f]/) { |c| "&##{c[0]};" }
      out << copy
    end

    # reads +input+ replacing character references of control characters
    def Text::read_with_substitution(input, illegal = nil)
      copy = input.clone
      if copy =~ illegal
        raise ParseException.new("malformed text: Illegal character #$& in \"#{copy}\"")
      end if illegal
      copy.gsub!(/\r\n?/, "\n")
      if copy.include? ?&
        copy.gsub!(SETUTITSBUS[0], SLAICEPS[0])
        copy.gsub!(SETUTITSBUS[1], SLAICEPS[1])
        copy.gsub!(SETUTITSBUS[2], SLAICEPS[2])
        copy.gsub!(SETUTITSBUS[3], SLAICEPS[3])
        copy.gsub!(SETUTITSBUS[4], SLAICEPS[4])
        copy.gsub!(/&#0*((?:\d+)|(?:x[a-f0-9]+));/) {
          m = $1
          m = "0#{m}" if m[0] == ?x
          [Integer(m)].pack('U*')
        }
      end
      copy
    end

    # escapes the five special characters; with a doctype, text equal to an
    # entity's value becomes a reference to it
    def Text::normalize(input, doctype = nil, entity_filter = nil)
      copy = input.to_s
      copy = copy.gsub(/[&<>"']/) { |c| SUBSTITUTES[SPECIALS.index(c)] }
      if doctype
        doctype.entities.each_value do |entity|
          next if entity_filter and entity_filter.include?(entity.name)
          next if DocType::DEFAULT_ENTITIES.include?(entity.name) or entity.value.nil?
          copy = copy.gsub(entity.value, "&#{entity.name};")
        end
      end
      copy
    end

    # replaces character references and entity references (the doctype's
    # and the predefined ones); unknown references stay
    def Text::unnormalize(string, doctype = nil, filter = nil, illegal = nil)
      return string.dup unless string.index('&')
      string.gsub(/&(?:#(\d+)|#x([0-9a-fA-F]+)|([^;&\s]+));/) do
        if $1
          [$1.to_i].pack('U')
        elsif $2
          [$2.hex].pack('U')
        else
          name = $3
          if filter and filter.include?(name)
            "&#{name};"
          elsif doctype and (ent = doctype.entities[name]) and ent.value
            ent.unnormalized
          elsif (v = Parsers::BaseParser::PREDEFINED[name])
            v
          else
            "&#{name};"
          end
        end
      end
    end
  end
end
