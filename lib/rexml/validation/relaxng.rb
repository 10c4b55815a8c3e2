require "rexml/validation/validation"
require "rexml/parsers/baseparser"
require "rexml/validation/relaxng_sequence"

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
      TEXT_NODE = Node.new("text", {}, [])

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
        # (a schema of sequences only is validated as 1.8.7 does, with its
        # messages)
        @sequence = SequenceMachine.build(start || schema, @defines, lambda { |n| local(n) })
        reset
      end

      def reset
        @sequence.reset if @sequence
        @ref_stack = []
        @iter_later = 0
        @events = []
        @stack = []
        @root = nil
        @count = 0
        @open = {}
        @memo = {}
        self
      end

      # the nodes a document may have for each event to be checked as it
      # comes (a check walks the document read so far); past it, a larger
      # document is matched when its element ends
      PREFIX_CHECK_LIMIT = 100

      # takes one parser event.  As 1.8.7's validator, every event counts:
      # whitespace, comments, processing instructions and CDATA inside an
      # element are items the schema must allow, and anything beside the
      # document element (an XML declaration, a doctype, a newline) is an
      # error at once.  As 1.8.7, an event the schema cannot allow raises
      # there (the document read so far must still be able to match); the
      # whole document is matched when its element ends.
      def receive(event)
        return @sequence.receive(event) if @sequence
        case event[0]
        when :start_element
          top_level_error(event) if @stack.empty? and @root
          node = Node.new(event[1], event[2].dup, [])
          if @stack.empty? then @root = node else @stack[-1].children << node end
          @stack << node
          @open[node.children.object_id] = true
          @count += 1
          check_prefix(event)
        when :end_element
          node = @stack.pop
          @open.delete(node.children.object_id) if node
          if @stack.empty? then validate_document
          else check_prefix(event)
          end
        when :text
          if @stack.empty? then top_level_error(event)
          else
            kids = @stack[-1].children
            # (one text event for text around entity references)
            if kids[-1].kind_of?(String) then kids[-1] = kids[-1] + event[1]
            else kids << event[1].dup
            end
            check_prefix(event)
          end
        when :end_document
          validate_document unless @root
        else
          if @stack.empty? then top_level_error(event)
          else
            @stack[-1].children << Other.new(event[0])
            check_prefix(event)
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

      # raises unless the document read so far can still match
      def check_prefix(event)
        return if @count > PREFIX_CHECK_LIMIT
        states = match(@start, [[[@root], 0, {}, NONE_USED]])
        return if states.any? { |items, i, attrs| i == :future or i == items.size }
        name = event[1].kind_of?(String) ? "( #{event[1]} )" : ""
        raise ValidationException.new("Validation error.  Unexpected " +
          "#{event[0].inspect}#{name} in <#{@root.name}>")
      end

      # a state at the end of an element still open: the events to come may
      # match what follows (:future lets every pattern through)
      def open_end?(items, i)
        i == items.size and @open[items.object_id]
      end

      def validate_document
        raise ValidationException.new("Validation error.  No document element") unless @root
        states = match(@start, [[[@root], 0, {}, NONE_USED]])
        ok = states.any? { |items, i, attrs| i == items.size }
        raise ValidationException.new("Validation error.  Document element " +
          "<#{@root.name}> does not match the schema") unless ok
      end

      def patterns(node)
        node.children.select { |c| c.kind_of?(Node) }
      end

      # a state is [items, index, attributes-left, optionals used (their
      # object ids, sorted)]; returns the states after
      # +pat+ (several when the pattern can match in several ways)
      def match(pat, states)
        return [] if states.empty?
        future = states.select { |items, i, attrs| i == :future or open_end?(items, i) }
        unless future.empty?
          states -= future
          future = future.map { |items, i, attrs, used| [items, :future, attrs, used] }
          return uniq_states(future + match(pat, states)) unless local(pat.name) == "attribute"
          # (the attributes are all known: they are matched all the same)
          return uniq_states(future + match(pat, states) + match_attribute(pat, future))
        end
        case local(pat.name)
        when "element" then match_element(pat, states)
        when "attribute" then match_attribute(pat, states)
        when "text"
          # (one text item, as 1.8.7)
          states.map { |items, i, attrs, used|
            items[i].kind_of?(String) ? [[items, i + 1, attrs, used]] : []
          }.flatten(1)
        when "empty" then states
        # (1.8.7 reads <notAllowed/> as nothing)
        when "notAllowed" then states
        when "group", "start", "define", "grammar", "div", "list"
          match_sequence(patterns(pat), states)
        when "choice"
          return [] if @iter_later > 0
          uniq_states(states.map { |st| match_choice(pat, st) }.flatten(1))
        when "optional" then match_optional(pat, states)
        when "zeroOrMore"
          # (as 1.8.7: a repetition that begins with a choice, group,
          # interleave or another repetition never repeats; but a choice
          # with a text takes texts)
          if iterable?(pat) then repeat(pat, states)
          elsif (f = first_pattern(pat)) and local(f.name) == "choice" and
              patterns(f).any? { |b| local(b.name) == "text" }
            repeat(Node.new("zeroOrMore", {}, [TEXT_NODE]), states)
          else states
          end
        when "oneOrMore"
          iterable?(pat) ? repeat(pat, match_sequence(patterns(pat), states), true) : []
        when "interleave"
          return [] if @iter_later > 0 and !patterns(pat).empty?
          match_interleave(patterns(pat), states)
        when "mixed"
          return [] if @iter_later > 0
          # (as 1.8.7: its patterns and one text, in any order)
          match_interleave(patterns(pat) + [TEXT_NODE], states)
        when "ref", "parentRef"
          name = pat.attributes["name"]
          body = @defines[name]
          raise ValidationException.new("Undefined RELAX NG reference #{name}") unless body
          # (as 1.8.7: a definition met inside itself inside itself is
          # empty)
          return states if @ref_stack[-1] == name and @ref_stack[-2] == name
          @ref_stack.push(name)
          begin
            match_sequence(body.select { |c| c.kind_of?(Node) }, states)
          ensure
            @ref_stack.pop
          end
        when "value"
          # (as 1.8.7, the text must be the value exactly, spaces and all)
          want = pat.children.join
          states.map { |items, i, attrs, used|
            text = items[i].kind_of?(String) ? items[i] : nil
            if text and i == items.size - 1 and @open[items.object_id]
              # (more text may come: what there is must begin the value)
              want[0, text.size] == text ? [[items, :future, attrs, used]] : []
            elsif text and text == want then [[items, i + 1, attrs, used]]
            elsif want.empty? then [[items, i, attrs, used]]
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

      # states compared by the identity of their item list (Array#hash of a
      # document's nodes would walk the whole tree)
      def state_key(state)
        items, i, attrs, used = state
        [items.object_id, i, attrs.keys.sort, used]
      end

      def uniq_states(states)
        seen = {}
        states.select { |st| k = state_key(st); seen[k] ? false : (seen[k] = true) }
      end

      def skip_text(state)
        items, i, attrs, used = state
        return [state] if i == :future
        out = [state]
        while items[i].kind_of?(String)
          i += 1
          out << [items, i, attrs, used]
        end
        out
      end

      # the first pattern of +pat+, through references
      def first_pattern(pat)
        seen = {}
        first = patterns(pat).first
        while first and %w(ref parentRef).include?(local(first.name))
          name = first.attributes["name"]
          break if seen[name]
          seen[name] = true
          body = @defines[name] or break
          first = body.find { |c| c.kind_of?(Node) }
        end
        first
      end

      def iterable?(pat)
        first = first_pattern(pat)
        first.nil? or !%w(choice group interleave mixed optional zeroOrMore oneOrMore).include?(local(first.name))
      end

      # the element (or +kind+) pattern +pat+ begins with (through groups
      # and references), or nil
      def first_element(pat, kind = "element")
        seen = {}
        while pat
          case local(pat.name)
          when kind then return pat
          when "group" then pat = patterns(pat).first
          when "ref", "parentRef"
            name = pat.attributes["name"]
            return nil if seen[name] or !@defines[name]
            seen[name] = true
            pat = @defines[name].find { |c| c.kind_of?(Node) }
          else return nil
          end
        end
        nil
      end

      # as 1.8.7, a choice takes the first branch beginning with an element
      # the next item is (when there is one), else any branch; an <empty/>
      # or <notAllowed/> branch is never taken
      def match_choice(pat, state)
        items, i, attrs = state
        branches = patterns(pat).reject { |b| %w(empty notAllowed).include?(local(b.name)) }
        # (an attribute still to come is the next event: it commits the
        # choice to the first branch beginning with its name, whatever
        # its value)
        if i == 0 and !attrs.empty?
          names = attrs.keys.map { |k| local(k) }
          committed = branches.find do |b|
            f = first_element(b, "attribute")
            f and ((n = pattern_name(f)).nil? or names.include?(n))
          end
          return match(committed, [state]) if committed
        end
        el = i.kind_of?(Integer) && items[i]
        if el.kind_of?(Node)
          committed = branches.find do |b|
            f = first_element(b)
            f and ((n = pattern_name(f)).nil? or n == local(el.name))
          end
          return match(committed, [state]) if committed
        end
        branches.map { |b| match(b, [state]) }.flatten(1)
      end

      NONE_USED = [].freeze

      # as 1.8.7, an optional part that took something is used up: for the
      # rest of the document (in later repetitions, through other
      # references) it takes nothing
      def match_optional(pat, states)
        id = pat.object_id
        out = states.map do |st|
          next [st] if st[3].include?(id)
          taken = match_sequence(patterns(pat), [st]).map do |items, i, attrs, used|
            next [items, i, attrs, used] if i == st[1] and attrs.size == st[2].size
            [items, i, attrs, (used + [id]).sort.freeze]
          end
          [st] + taken
        end
        uniq_states(out.flatten(1))
      end

      def match_sequence(pats, states)
        pats.each { |p| states = match(p, states) }
        states
      end

      # the states after any number of further matches of pat's patterns.
      # As 1.8.7, a choice or interleave used by an earlier repetition is
      # used up: in the second and later ones (+first_done+: the first was
      # matched already) they match nothing
      def repeat(pat, states, first_done = false)
        all = states.dup
        seen = {}
        all.each { |st| seen[state_key(st)] = true }
        current = states
        later = first_done
        until current.empty?
          @iter_later += 1 if later
          begin
            current = match_sequence(patterns(pat), current).reject { |st| seen[state_key(st)] }
          ensure
            @iter_later -= 1 if later
          end
          later = true
          current = uniq_states(current)
          current.each { |st| seen[state_key(st)] = true }
          all.concat(current)
        end
        all
      end

      # each of pats once, in any order.  As 1.8.7, a choice, group,
      # optional part, repetition or interleave is only taken first
      def match_interleave(pats, states, first = true)
        return states if pats.empty?
        uniq_states(pats.each_index.map { |k|
          next [] if !first and composite?(pats[k])
          rest = pats[0, k] + pats[k + 1..-1]
          match_interleave(rest, match(pats[k], states), false)
        }.flatten(1))
      end

      COMPOSITE = %w(choice group interleave mixed optional zeroOrMore oneOrMore)

      def composite?(pat)
        pat = first_pattern(Node.new("group", {}, [pat])) if %w(ref parentRef).include?(local(pat.name))
        pat and COMPOSITE.include?(local(pat.name))
      end

      # the name a pattern accepts: its name attribute; nil for
      # <anyName/>; as 1.8.7 reads no <name> child, :none (no name) then
      def pattern_name(pat)
        return pat.attributes["name"] if pat.attributes["name"]
        patterns(pat).any? { |c| local(c.name) == "name" } ? :none : nil
      end

      def name_class?(c)
        %w{name anyName nsName}.include?(local(c.name))
      end

      def match_element(pat, states)
        name = pattern_name(pat)
        body = patterns(pat).reject { |c| name_class?(c) }
        out = []
        states.each do |items, i, attrs, used|
          j = i
          el = items[j]
          next unless el.kind_of?(Node)
          next unless name.nil? or local(el.name) == name
          kids = el.children
          # (a closed element matches a pattern or not once for all)
          key = [pat.object_id, el.object_id, @iter_later > 0, used]
          ok = @memo[key] unless @open[kids.object_id]
          if ok.nil?
            attrs_in = el.attributes.reject { |k, v| k =~ /\Axmlns(:|\z)/ }
            inner = match_sequence(body, [[kids, 0, attrs_in, used]])
            ok = inner.select { |ks, k, left| k == :future or (k == ks.size and left.empty?) }
            ok = ok.map { |st| st[3] }.uniq
            @memo[key] = ok unless @open[kids.object_id]
          end
          ok.each { |u| out << [items, j + 1, attrs, u] }
        end
        out
      end

      def match_attribute(pat, states)
        name = pattern_name(pat)
        body = patterns(pat).reject { |c| name_class?(c) }
        out = []
        states.each do |items, i, attrs, used|
          # (as 1.8.7: attributes are the events before the content, so
          # none matches after a child or text was taken)
          next unless i == 0 or i == :future
          attrs.each do |k, v|
            next unless name.nil? or local(k) == name
            # (as 1.8.7, a body that takes no text, as <data/>, takes any
            # value)
            values = match_sequence(body, [[[v], 0, {}, used]])
            next unless body.empty? or !values.empty?
            left = attrs.dup
            left.delete(k)
            out << [items, i, left, used]
          end
        end
        out
      end
    end
  end
end
