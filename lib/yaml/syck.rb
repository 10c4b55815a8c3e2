# yaml/syck.rb - the node, emitter and parser classes of YAML::Syck, written
# in Ruby: nodes (Scalar, Seq, Map), the emitter that lays a node tree out as
# 1.8.7's Syck emitter does, and the parser front end.

require 'yaml/basenode'
require 'yaml/constants'

module YAML
  module Syck
    VERSION = "0.60"

    # A parsed or emitted node: kind, type_id (a full taguri or nil), value.
    class Node
      include YAML::BaseNode
      attr_accessor :type_id, :resolver, :emitter
      attr_reader :kind, :value
      attr_accessor :anchor, :style   # anchor: emitter bookkeeping
      attr_accessor :explicit         # the type_id was written in the text

      def transform
        (resolver || YAML::Syck::DefaultResolver).node_import(self)
      end
    end

    class Scalar < Node
      def initialize(type_id = nil, val = "", style = nil)
        @kind = :scalar
        @type_id = type_id
        @value = val
        @style = style
      end

      def value=(v)
        @value = v
      end

      def style=(s)
        @style = s
      end
    end

    class Seq < Node
      def initialize(type_id = nil, val = [], style = nil)
        @kind = :seq
        @type_id = type_id
        @value = val
        @style = style
      end

      def add(v)
        @value.push(v)
      end

      def value=(v)
        @value = v
      end

      def style=(s)
        @style = s
      end
    end

    class Map < Node
      def initialize(type_id = nil, val = {}, style = nil)
        @kind = :map
        @type_id = type_id
        @value = val
        @style = style
        @pairs = []
      end

      # Emitted maps keep their pairs in order (node keys are not hashable by value).
      def pairs
        @pairs
      end

      def add(k, v)
        @pairs.push([k, v])
        @value[k] = v
      end

      def value=(v)
        @value = v
      end

      def style=(s)
        @style = s
      end
    end

    # An alias to an already emitted node.
    class AliasNode
      attr_reader :target
      def initialize(target)
        @target = target
      end
    end

    class MergeKey; end
    class DefaultKey; end

    # What an alias to an anchor that is still being built resolves to.
    class BadAlias
      attr_accessor :name
      def initialize(name)
        @name = name
      end

      def <=>(other)
        other.kind_of?(BadAlias) ? name <=> other.name : nil
      end
      include Comparable
    end

    # Out is handed to the block of YAML.quick_emit: it builds one node.
    class Out
      attr_accessor :emitter
      def initialize(emitter, oid = nil)
        @emitter = emitter
        @oid = oid
      end

      def map(type_id, style = nil)
        node = Map.new(type_id, {}, style)
        @emitter.register(@oid, node)
        yield MapBuilder.new(@emitter, node)
        node
      end

      def seq(type_id, style = nil)
        node = Seq.new(type_id, [], style)
        @emitter.register(@oid, node)
        yield SeqBuilder.new(@emitter, node)
        node
      end

      def scalar(type_id, str, style = nil)
        node = Scalar.new(type_id, str.to_s, style)
        @emitter.register(@oid, node)
        node
      end
    end

    class MapBuilder
      def initialize(emitter, node)
        @emitter = emitter
        @node = node
      end

      def add(k, v)
        @node.pairs.push([@emitter.child(k), @emitter.child(v)])
      end

      def style=(s)
        @node.style = s
      end
    end

    class SeqBuilder
      def initialize(emitter, node)
        @emitter = emitter
        @node = node
      end

      def add(v)
        @node.value.push(@emitter.child(v))
      end

      def style=(s)
        @node.style = s
      end
    end

    # Builds the node tree of a document through the objects' to_yaml
    # methods, then writes it out.
    class Emitter
      attr_accessor :level

      def initialize(opts = {})
        reset(opts)
      end

      def reset(opts = {})
        @options = YAML::DEFAULTS.dup
        @options.update(opts) if opts.kind_of?(Hash)
        @level = 0
        @nodes = {}
        @held = []
        @anchor_count = 0
        self
      end

      def set_resolver(r)
        @resolver = r
        self
      end

      # The node of obj (an object's to_yaml called with this emitter).
      def child(obj)
        return obj if obj.kind_of?(Node) || obj.kind_of?(AliasNode)
        r = obj.to_yaml(self)
        return r if r.kind_of?(Node) || r.kind_of?(AliasNode)
        Scalar.new("tag:yaml.org,2002:str", r.to_s)
      end

      def register(oid, node)
        @nodes[oid] = node if oid
      end

      # Runs the block with an Out for oid; an object seen before becomes an alias.
      def emit(oid, &block)
        key = oid_key(oid)
        # hold the object so that its id is not reused within the document
        @held.push(oid) unless oid.nil? || oid.kind_of?(Integer)
        if key && (seen = @nodes[key])
          # anchors are numbered in the order objects are first seen again
          seen.anchor ||= @options[:AnchorFormat] % (@anchor_count += 1)
          return AliasNode.new(seen)
        end
        @level += 1
        begin
          node = block.call(Out.new(self, key))
        ensure
          @level -= 1
        end
        return node if @level > 0
        write_document(node)
      end

      def node_export(node)
        node
      end

      def oid_key(oid)
        return nil if oid.nil?
        oid.kind_of?(Integer) ? oid : oid.object_id
      end

      def write_document(node)
        str = Writer.new(@options).document(node)
        @nodes = {}
        @held = []
        @anchor_count = 0
        str
      end
    end

    # Lays out a node tree as text the way Syck does.
    class Writer
      def initialize(opts)
        @opts = opts
        @flow = false
        @map_end = @pair_blank = nil
      end

      def document(node)
        @out = ""
        @out << "--- "
        write(node, 0, :doc)
        @out << "\n"
        @out
      end

      def write(node, ind, ctx, anchored = false, tagged = false)
        if node.kind_of?(AliasNode)
          @out << "*" << node.target.anchor
          return
        end
        prefix = ""
        prefix << "&" << node.anchor << " " if node.anchor && !anchored
        tag = tag_text(node)
        prefix << tag << " " if tag && !tagged
        @out << prefix
        case node.kind
        when :scalar then write_scalar(node, ind, ctx, !tag.nil?)
        when :seq then write_seq(node, ind, ctx, prefix.empty?)
        when :map then write_map(node, ind, ctx, prefix.empty?)
        end
      end

      def write_seq(node, ind, ctx, bare)
        items = node.value
        if items.empty?
          @out << (@flow || ctx == :key ? "[]" : "[]\n")
        elsif inline?(node)
          @out << "[" << items.map { |i| flow_text(i) }.join(", ") << "]"
        else
          items.each_with_index do |item, i|
            newline(ind) unless i == 0 && bare && ctx == :seq
            @out << "- "
            write(item, ind + 2, :seq)
          end
          @map_end = nil
        end
      end

      def write_map(node, ind, ctx, bare)
        pairs = node.pairs
        if pairs.empty?
          @out << (@flow || ctx == :key ? "{}" : "{}\n")
        elsif inline?(node)
          @out << "{" << pairs.map { |k, v| flow_text(k) + ": " + flow_text(v) }.join(", ") << "}"
        else
          last = pairs.size - 1
          pairs.each_with_index do |(k, v), i|
            newline(ind) unless i == 0 && bare && ctx == :seq
            write_pair(k, v, ind, ctx != :key || i != last)
          end
          # a map whose last pair is complex: its empty line (or the lack
          # of one) stands for the maps it ends with
          @map_end = @pair_blank.nil? ? nil : [@out.size, @pair_blank]
        end
      end

      # A complex pair ends with an empty line, except after an alias, and as the last pair of a complex key.  Maps
      # that end together write one empty line at most, and none when one
      # of them would write none.
      def write_pair(k, v, ind, spaced = true)
        complex = collection?(k) || (k.kind_of?(Node) && tag_text(k)) ||
          (k.kind_of?(Node) && k.kind != :scalar)
        if complex
          # Syck puts the anchor of a complex key before the "?", and the
          # tag of a collection key too
          @out << "&" << k.anchor << " " if k.anchor
          if k.kind != :scalar && (t = tag_text(k))
            @out << t << " ? "
            write(k, ind + 2, :key, true, true)
          else
            @out << "? "
            write(k, ind + 2, :key, true)
          end
          newline(ind)
        else
          write(k, ind + 2, :key)
        end
        @out << ": "
        @map_end = nil
        write(v, bare_seq?(v) && !complex ? ind : ind + 2, :map)
        unless complex
          @pair_blank = nil
          return
        end
        # an empty [] / {} ends its line as the empty line would
        @out.chop! if empty_flow?(v) && @out[-1] == ?\n
        inner = @map_end if @map_end && @map_end[0] == @out.size
        blank = spaced && !v.kind_of?(AliasNode)
        if inner
          blank &&= inner[1]
          @out.chop! if inner[1] && !blank
        elsif blank
          @out << "\n"
        end
        @pair_blank = blank
      end

      def empty_flow?(n)
        n.kind_of?(Node) && n.kind != :scalar && (n.kind == :seq ? n.value.empty? : n.pairs.empty?)
      end

      def collection?(n)
        n.kind_of?(Node) && n.kind != :scalar && !n.value.empty? ||
          n.kind_of?(Map) && !n.pairs.empty?
      end

      # A block sequence without anchor or tag sits at its key's indent.
      def bare_seq?(n)
        n.kind_of?(Seq) && !n.value.empty? && !inline?(n) && !n.anchor && !tag_text(n)
      end

      def inline?(n)
        @flow || n.style == :inline
      end

      def newline(ind)
        @out << "\n" << " " * ind
      end

      # Flow style text of a node (inline collections).
      def flow_text(node)
        sub = Writer.new(@opts)
        sub.instance_variable_set(:@out, "")
        sub.instance_variable_set(:@flow, true)
        sub.write(node, 0, :flow)
        sub.instance_variable_get(:@out).chomp
      end

      # The tag as written, nil when it goes without saying or is no
      # taguri at all (Syck drops those); "" is written as a bare "!".
      def tag_text(node)
        t = node.type_id
        return nil if t.nil?
        return "!" if t.empty?
        return nil unless t =~ /\A(?:tag|x-private):/
        return nil if implicit_tag?(node, t)
        YAML::Syck.shorthand(t)
      end

      def implicit_tag?(node, t)
        case node.kind
        when :seq then t == "tag:yaml.org,2002:seq"
        when :map then t == "tag:yaml.org,2002:map"
        else
          return true if t == "tag:yaml.org,2002:str"
          return true if t == "tag:ruby.yaml.org,2002:sym" && node.value =~ /\A:/
          base = t.sub(/#.*\z/, '')
          base == "tag:yaml.org,2002:" + YAML::Syck.implicit_type(node.value).sub(/#.*\z/, '')
        end
      end

      def write_scalar(node, ind, ctx, tagged)
        str = node.value.to_s
        case scalar_style(node, str, tagged)
        when :plain then @out << (str.empty? && ctx == :key ? "~" : str)
        when :quote1 then @out << "'" << str << "'"   # 1.8.7 does not double a '

        when :quote2 then write_double(str, ind)
        else
          # a key cannot be a block scalar
          return write_double(str, ind) if ctx == :key
          write_block(str, ind, node.style == :fold ? ">" : "|")
        end
      end

      def scalar_style(node, str, tagged)
        st = node.style
        if st == :quote2 || st == :quote1 || st == :literal || st == :fold
          # Syck writes what it cannot print in double quotes, and text
          # with indented lines as a literal block
          return :quote2 if str =~ /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\xff]|\A[ \t]|[ \t]\z/
          return :quote2 if st != :quote2 && implicit_clash?(node, str, tagged)
          return :literal if st != :fold && str =~ /\n[ \t]/
          return st
        end
        return :plain if st == :plain && node.type_id != "tag:yaml.org,2002:str"
        return :plain if node.type_id == "tag:yaml.org,2002:null" && str.empty?
        auto_style(node, str, tagged)
      end

      # empty, or a plain scalar of this text would not be a string
      def implicit_clash?(node, str, tagged)
        str.empty? || !tagged && node.type_id == "tag:yaml.org,2002:str" &&
          YAML::Syck.implicit_type(str) != "str"
      end

      def auto_style(node, str, tagged)
        return :quote2 if implicit_clash?(node, str, tagged)
        return :quote2 if str =~ /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/
        return :quote2 if str =~ /\A[ \t]|[ \t]\z/
        return :quote2 if str =~ /[\x80-\xff]/
        return :literal if str.include?("\n")
        return :quote2 if str =~ /\A(?:[-?:,](?: |\z)|[#'"@%!&*|>{\[\]}])/
        return :quote2 if str =~ /:(?: |\z)| #/
        :plain
      end

      ESCAPES = {
        "\\" => "\\\\", '"' => '\\"', "\0" => "\\0", "\a" => "\\a", "\b" => "\\b",
        "\t" => "\\t", "\n" => "\\n", "\v" => "\\v", "\f" => "\\f", "\r" => "\\r",
        "\e" => "\\e"
      }

      def write_double(str, ind)
        @out << '"'
        i = 0
        len = str.length
        while i < len
          c = str[i, 1]
          @out << (ESCAPES[c] || (c =~ /[\x00-\x1f\x7f-\xff]/ ? "\\x%02X" % c[0] : c))
          if c == "\n" && i + 1 < len && str[i + 1, 1] !~ /[ \n]/
            @out << "\\\n" << " " * ind
          end
          i += 1
        end
        @out << '"'
      end

      def write_block(str, ind, mark)
        chomp = if str[-1, 1] != "\n" then "-"
                elsif str[-2, 1] == "\n" then "+"
                else ""
                end
        @out << mark << chomp
        # a line "---" at column 0 would end the document
        ind = 1 if ind == 0 && str =~ /^---/
        pad = " " * ind
        @out << "\n" << pad
        len = str.length
        start = 0
        i = 0
        while i < len
          c = str[i]
          if c == 10
            # folded text writes a break between two lines of text as an
            # empty line (not next to an indented or empty line)
            if mark == ">"
              n = str[i + 1]
              s0 = str[start]
              @out << "\n" unless s0 == 32 || s0 == 10 || n == 10 || n == 32
            end
            if i == len - 1
              @out << "\n" if chomp == ""
            else
              @out << "\n" << pad
            end
            start = i + 1
          else
            @out << c.chr
          end
          i += 1
        end
      end
    end

    INT_RE = /\A[-+]?(?:0|[1-9][0-9,]*)\z/
    # (Syck 0.55 takes commas in numbers, not underscores)
    OCT_RE = /\A[-+]?0[0-7,]+\z/
    HEX_RE = /\A[-+]?0x[0-9a-fA-F,]+\z/
    INT60_RE = /\A[-+]?[0-9][0-9,]*(?::[0-5]?[0-9])+\z/
    FLOAT_RE = /\A[-+]?[0-9][0-9,]*\.(?:[0-9,]*|[0-9.]*[eE][-+][0-9]+)\z/
    FLOAT60_RE = /\A[-+]?[0-9][0-9,]*(?::[0-5]?[0-9])+\.[0-9,]*\z/
    YMD_RE = /\A[0-9]{4}-[0-9]{2}-[0-9]{2}\z/
    ISO8601_RE = /\A[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[Zz]|[-+][0-9]{2}(?::[0-9]{2})?)\z/
    SPACED_RE = /\A[0-9]{4}-[0-9]{2}-[0-9]{2}[ \t]+[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?[ \t]+(?:Z|[-+][0-9]{2}(?::[0-9]{2})?)\z/
    WORD_TYPES = {"" => "null", "<<" => "merge", "=" => "default"}
    %w(~ null Null NULL).each { |w| WORD_TYPES[w] = "null" }
    %w(yes Yes YES true True TRUE on On ON).each { |w| WORD_TYPES[w] = "bool#yes" }
    %w(no No NO false False FALSE off Off OFF).each { |w| WORD_TYPES[w] = "bool#no" }
    NUMERIC = [
      [INT_RE, "int"], [HEX_RE, "int#hex"], [OCT_RE, "int#oct"], [INT60_RE, "int#base60"],
      [FLOAT_RE, "float#fix"], [FLOAT60_RE, "float#base60"],
      [/\A\+?\.(?:inf|Inf|INF)\z/, "float#inf"], [/\A-\.(?:inf|Inf|INF)\z/, "float#neginf"],
      [/\A\.(?:nan|NaN|NAN)\z/, "float#nan"],
      [YMD_RE, "timestamp#ymd"], [ISO8601_RE, "timestamp#iso8601"], [SPACED_RE, "timestamp#spaced"]
    ]

    # The type a plain scalar takes without a tag ("str" when nothing else fits).
    def self.implicit_type(str)
      w = WORD_TYPES[str]
      return w if w
      return "str" unless str =~ /\A[-+.0-9]/
      NUMERIC.each do |re, type|
        next unless re =~ str
        return "float#exp" if type == "float#fix" && str =~ /[eE]/
        return type
      end
      "str"
    end

    # "tag:yaml.org,2002:str" => "!str" and so on.
    def self.shorthand(t)
      case t
      when /\Atag:yaml\.org,2002:(.*)\z/m then "!" + $1
      when /\Atag:ruby\.yaml\.org,2002:(.*)\z/m then "!ruby/" + $1
      when /\Ax-private:(.*)\z/m then "!!" + $1
      when /\Atag:([^:]+):(.*)\z/m then "!" + $1 + "/" + $2
      else "!" + t
      end
    end
  end
end

require 'yaml/parser'
require 'yaml/resolver'
