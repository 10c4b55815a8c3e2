require "rexml/validation/validation"
require "rexml/parsers/baseparser"

module REXML
  module Validation
    # Validates a document against a RELAX NG schema (XML syntax).  Add it
    # as a listener to a parser; at the end of the document it raises
    # ValidationException when the document does not match.
    #   rng = RelaxNG.new(schema)
    #   parser = Parsers::TreeParser.new(xml)
    #   parser.add_listener(rng)
    #   parser.parse
    # Supported: element, attribute, text, empty, group, choice, optional,
    # zeroOrMore, oneOrMore, interleave, mixed, ref/define/grammar/start,
    # value, data, list, notAllowed, name, anyName.
    class RelaxNG
      include Validator

      INFINITY = 1.0 / 0.0
      EMPTY = Event.new(nil)
      TEXT = [:start_element, "text"]
      attr_accessor :current
      attr_accessor :count
      attr_reader :references

      # A node of the schema or the instance: name, attributes, children
      # (Nodes and Strings).
      Node = Struct.new(:name, :attributes, :children)
      # a comment, processing instruction or CDATA section in the instance
      Other = Struct.new(:event)

      def initialize(source)
        @references = {}
        @defines = {}
        schema = read_tree(Parsers::BaseParser.new(source))
        raise ValidationException.new("Empty RELAX NG schema") unless schema
        @start = schema
        collect_defines(schema)
        if local(schema.name) == "grammar"
          start = schema.children.find { |c| c.kind_of?(Node) and local(c.name) == "start" }
          raise ValidationException.new("RELAX NG grammar without start") unless start
          @start = Node.new("group", {}, start.children)
        end
        @references = @defines
        reset
      end

      def reset
        @events = []
        @stack = []
        @root = nil
        self
      end

      # takes one parser event.  As 1.8.7's validator, every event counts:
      # whitespace, comments, processing instructions and CDATA inside an
      # element are items the schema must allow, and anything beside the
      # document element (an XML declaration, a doctype, a newline) is an
      # error at once.  The document is matched when its element ends.
      def receive(event)
        case event[0]
        when :start_element
          top_level_error(event) if @stack.empty? and @root
          node = Node.new(event[1], event[2].dup, [])
          if @stack.empty? then @root = node else @stack[-1].children << node end
          @stack << node
        when :end_element
          @stack.pop
          validate_document if @stack.empty?
        when :text
          if @stack.empty? then top_level_error(event)
          else
            kids = @stack[-1].children
            # (one text event for text around entity references)
            if kids[-1].kind_of?(String) then kids[-1] = kids[-1] + event[1]
            else kids << event[1].dup
            end
          end
        when :end_document
          validate_document unless @root
        else
          if @stack.empty? then top_level_error(event)
          else @stack[-1].children << Other.new(event[0])
          end
        end
      end
      alias validate receive

      private
      def local(name)
        name.sub(/\A.*:/, '')
      end

      def read_tree(parser)
        stack = []
        root = nil
        while true
          event = parser.pull
          case event[0]
          when :end_document then break
          when :start_element
            node = Node.new(event[1], event[2], [])
            if stack.empty? then root = node else stack[-1].children << node end
            stack << node
          when :end_element then stack.pop
          when :text
            stack[-1].children << event[1] if !stack.empty? and event[1].strip.size > 0
          end
        end
        root
      end

      def collect_defines(node)
        node.children.each do |c|
          next unless c.kind_of?(Node)
          @defines[c.attributes["name"]] = c.children if local(c.name) == "define"
          collect_defines(c)
        end
      end

      def top_level_error(event)
        raise ValidationException.new("Validation error.  Unexpected " +
          "#{event[0].inspect} outside the document element")
      end

      def validate_document
        raise ValidationException.new("Validation error.  No document element") unless @root
        states = match(@start, [[[@root], 0, {}]])
        ok = states.any? { |items, i, attrs| i == items.size }
        raise ValidationException.new("Validation error.  Document element " +
          "<#{@root.name}> does not match the schema") unless ok
      end

      def patterns(node)
        node.children.select { |c| c.kind_of?(Node) }
      end

      # a state is [items, index, attributes-left]; returns the states after
      # +pat+ (several when the pattern can match in several ways)
      def match(pat, states)
        return [] if states.empty?
        case local(pat.name)
        when "element" then match_element(pat, states)
        when "attribute" then match_attribute(pat, states)
        when "text"
          # (one text item, as 1.8.7)
          states.map { |items, i, attrs|
            items[i].kind_of?(String) ? [[items, i + 1, attrs]] : []
          }.flatten(1)
        when "empty" then states
        when "notAllowed" then []
        when "group", "start", "define", "grammar", "div", "list"
          match_sequence(patterns(pat), states)
        when "choice"
          patterns(pat).map { |p| match(p, states) }.flatten(1).uniq
        when "optional"
          (states + match_sequence(patterns(pat), states)).uniq
        when "zeroOrMore" then repeat(pat, states)
        when "oneOrMore" then repeat(pat, match_sequence(patterns(pat), states))
        when "interleave" then match_interleave(patterns(pat), states)
        when "mixed"
          states = states.map { |s| skip_text(s) }.flatten(1)
          match_sequence(patterns(pat), states).map { |s| skip_text(s) }.flatten(1)
        when "ref", "parentRef"
          body = @defines[pat.attributes["name"]]
          raise ValidationException.new("Undefined RELAX NG reference #{pat.attributes['name']}") unless body
          match_sequence(body.select { |c| c.kind_of?(Node) }, states)
        when "value"
          want = pat.children.join.strip
          states.map { |items, i, attrs|
            text = items[i].kind_of?(String) ? items[i] : nil
            if text and text.strip == want then [[items, i + 1, attrs]]
            elsif want.empty? then [[items, i, attrs]]
            else []
            end
          }.flatten(1)
        when "data"
          # (1.8.7 takes no text for it)
          states
        else
          raise ValidationException.new("Unsupported RELAX NG pattern #{pat.name}")
        end
      end

      def skip_text(state)
        items, i, attrs = state
        out = [state]
        while items[i].kind_of?(String)
          i += 1
          out << [items, i, attrs]
        end
        out
      end

      def match_sequence(pats, states)
        pats.each { |p| states = match(p, states) }
        states
      end

      def repeat(pat, states)
        all = states.dup
        current = states
        until current.empty?
          current = match_sequence(patterns(pat), current) - all
          all.concat(current)
        end
        all
      end

      def match_interleave(pats, states)
        return states if pats.empty?
        pats.each_index.map { |k|
          rest = pats[0, k] + pats[k + 1..-1]
          match_interleave(rest, match(pats[k], states))
        }.flatten(1).uniq
      end

      # the name a pattern accepts: its name attribute or <name> child; nil
      # for <anyName/>
      def pattern_name(pat)
        return pat.attributes["name"] if pat.attributes["name"]
        n = patterns(pat).find { |c| local(c.name) == "name" }
        n ? n.children.join.strip : nil
      end

      def name_class?(c)
        %w{name anyName nsName}.include?(local(c.name))
      end

      def match_element(pat, states)
        name = pattern_name(pat)
        body = patterns(pat).reject { |c| name_class?(c) }
        out = []
        states.each do |items, i, attrs|
          j = i
          el = items[j]
          next unless el.kind_of?(Node)
          next unless name.nil? or local(el.name) == name
          kids = el.children
          attrs_in = el.attributes.reject { |k, v| k =~ /\Axmlns(:|\z)/ }
          inner = match_sequence(body, [[kids, 0, attrs_in]])
          if inner.any? { |ks, k, left| k == ks.size and left.empty? }
            out << [items, j + 1, attrs]
          end
        end
        out
      end

      def match_attribute(pat, states)
        name = pattern_name(pat)
        body = patterns(pat).reject { |c| name_class?(c) }
        out = []
        states.each do |items, i, attrs|
          attrs.each do |k, v|
            next unless name.nil? or local(k) == name
            values = match_sequence(body, [[[v], 0, {}]])
            next unless body.empty? or values.any? { |vs, n, x| n == vs.size }
            left = attrs.dup
            left.delete(k)
            out << [items, i, left]
          end
        end
        out
      end
    end
  end
end
