# yaml/baseemitter.rb - the helpers of the old pure-Ruby emitter. An
# emitter includes BaseEmitter and provides << (its output) and @level.

require 'yaml/constants'
require 'yaml/encoding'
require 'yaml/error'

module YAML
  module BaseEmitter
    def options(opt = nil)
      if opt
        @options[opt] || YAML::DEFAULTS[opt]
      else
        @options
      end
    end

    def options=(opt)
      @options = opt
    end

    # A scalar in the style that suits it (block for several lines).
    def node_text(value, block = nil)
      @seq_map = false
      valx = value.dup
      unless block
        block =
          if options(:UseBlock)
            '|'
          elsif not options(:UseFold) and valx =~ /\n[ \t]/ and not valx =~ /#{YAML::ESCAPE_CHAR}/
            '|'
          else
            '>'
          end
        indt = $&.to_i if block =~ /\d+/
        if valx =~ /(\A\n*[ \t#]|^---\s+)/
          indt = options(:Indent) unless indt.to_i > 0
          block += indt.to_s
        end
        block +=
          if valx =~ /\n\Z\n/
            "+"
          elsif valx =~ /\Z\n/
            ""
          else
            "-"
          end
      end
      block += "\n"
      if block[0] == ?"
        esc_skip = ("\t\n" unless valx =~ /^[ \t]/) || ""
        valx = fold(YAML.escape(valx, esc_skip) + "\"").chomp
        self << '"' + indent_text(valx, indt, false)
      else
        if block[0] == ?>
          valx = fold(valx)
        end
        self << block + indent_text(valx, indt)
      end
    end

    # A plain scalar.
    def simple(value)
      @seq_map = false
      self << value.to_s
    end

    def double(value)
      "\"#{YAML.escape(value)}\""
    end

    def single(value)
      "'#{value}'"
    end

    def indent_text(text, mod, first_line = true)
      return "" if text.to_s.empty?
      spacing = indent(mod)
      text = text.gsub(/\A([^\n])/, "#{spacing}\\1") if first_line
      text.gsub(/\n^([^\n])/, "\n#{spacing}\\1")
    end

    def indent(mod = nil)
      mod ||= 0
      mod = 0 if mod < 0
      " " * ((@level.to_i + mod) * options(:Indent))
    end

    def indent!
      self << "\n" + indent
    end

    # Folds text at the best width, breaking at spaces.
    def fold(value)
      value.gsub(/(^[ \t]+.*$)|(\S.{0,#{options(:BestWidth) - 1}})(?:[ \t]+|(\n+(?=[ \t]|\Z))|$)/) do
        $1 || $2 + ($3 || "\n")
      end
    end

    # A block map; the block adds its pairs through Mapping#add.
    def map(type, &e)
      val = Mapping.new
      e.call(val)
      self << "#{type} " if type.length.nonzero?
      if val.length.nonzero?
        val.each do |v|
          self << "\n"
          indent!
          if Array === v[0] || Hash === v[0]
            self << "? "
            v[0].to_yaml(:Emitter => self)
            indent!
          end
          self << v[0].to_s << ": "
          v[1].to_yaml(:Emitter => self)
        end
      else
        self << "{}"
      end
    end

    # A block sequence; the block adds its items through Sequence#add.
    def seq(type, &e)
      @seq_map = false
      val = Sequence.new
      e.call(val)
      self << "#{type} " if type.length.nonzero?
      if val.length.nonzero?
        val.each do |v|
          self << "\n"
          indent!
          self << "- "
          @seq_map = true if v.class == Hash
          v.to_yaml(:Emitter => self)
        end
      else
        self << "[]"
      end
    end

    def seq_map_shortcut
      if @seq_map
        @anchor_extras[@buffer.length - 1] = "\n" + indent if @anchor_extras
        @seq_map = false
      else
        self << "\n"
        indent!
      end
    end

    def binary_base64(value)
      self << "!binary "
      self.node_text([value].pack("m"), '|')
    end
  end

  # Pairs collected for BaseEmitter#map.
  class Mapping < Array
    def add(k, v)
      push [k, v]
    end
  end

  # Items collected for BaseEmitter#seq.
  class Sequence < Array
    def add(v)
      push v
    end
  end
end
