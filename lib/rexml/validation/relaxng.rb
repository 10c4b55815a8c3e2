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

module REXML
  module Validation
    class RelaxNG
      # The validator 1.8.7 runs, for schemas made only of sequences
      # (elements, attributes, text, value, data, empty, notAllowed, group,
      # list, optional, zeroOrMore, references to definitions without
      # them): the schema is a list of expected events (nested lists for
      # groups S.n, optional parts O.n and repetitions Z.n, numbered in
      # schema order) walked one parser event at a time.  A list is never
      # rewound but a repetition's own, so an optional part that took
      # something takes nothing later.  Its errors are 1.8.7's: the list
      # that got the event, written with "#" before each expected event
      # equal to the one it wanted.
      class SequenceMachine
        # one expected event: type and argument (nil: any text or end)
        Expected = Struct.new(:type, :arg)
        class Expected
          def inspect
            "#{type.inspect}( #{arg} )"
          end
        end

        NOTHING = Object.new
        def NOTHING.inspect; "" end

        # a list of expected events and nested lists, with its cursor
        class Seq
          attr_reader :items, :number, :kind
          attr_accessor :current, :parent, :began, :via_ref, :holder
          # (an error was written from it: kept through reset, as 1.8.7)
          attr_accessor :reported

          def initialize(number, kind)
            @number = number
            @kind = kind
            @items = []
            @current = 0
          end

          def done?
            @current >= @items.size
          end

          # an optional part or repetition that took nothing yet may be
          # passed over (one of oneOrMore once it went round)
          def skippable?
            return false unless @kind == "O" or @kind == "Z" or (@kind == "M" and @iterated)
            # (one that passed over an optional part it begins with took nothing yet)
            @current == 0 or (@kind == "O" and !@began)
          end

          def repeats?
            @kind == "Z" or @kind == "M"
          end

          # back to its beginning after a round
          def rewind
            @current = 0
            @iterated = true
          end

          def item
            @items[@current]
          end

          def reset
            @current = 0
            @iterated = false
            @began = false
            @items.each { |it| it.reset if it.kind_of?(Seq) }
          end

          def inspect
            want = item
            parts = @items.map do |it|
              next (it.equal?(want) ? "#" : "") + it.inspect if it.kind_of?(Seq)
              ((want.kind_of?(Expected) or want.kind_of?(RefMark)) and it == want) ? "##{it.inspect}" : it.inspect
            end
            "< #{@kind == 'M' ? 'O' : @kind}.#{@number} #{parts.join(', ')} >"
          end
        end

        # a choice (C.n, branches written with "or") or interleave (I.n,
        # parts written with "and", those taken first): branches are lists
        # of kind "B"; a choice is finished once a branch is, an
        # interleave once all its parts are
        class Alt < Seq
          attr_accessor :active, :refs, :stuck

          def reset
            super
            @taken = []
            @active = nil
            @finished = false
            @stuck = false
          end

          def done?
            @finished
          end

          def item
            @active
          end

          def skippable?
            false
          end

          def repeats?
            false
          end

          def fresh?
            @taken.empty?
          end

          def all_taken?
            @taken.size == @items.size
          end

          # the first events of the branches not taken
          def firsts
            (@items - @taken).map { |b| Alt.firsts_of(b) }.flatten
          end

          # a branch's first events: a choice or interleave it begins with
          # gives its own
          def self.firsts_of(branch)
            it = branch.items[0]
            it.kind_of?(Alt) ? it.firsts : [first_of(branch)]
          end

          # the first expected event of a list (a group branch's own)
          def self.first_of(seq)
            it = seq.items[0]
            it.kind_of?(Seq) ? first_of(it) : it
          end

          # takes the first branch not taken that begins with event (as
          # 1.8.7, trying an optional part or zeroOrMore as a branch that
          # does not begin so is a NoMethodError when +strict+)
          def take(event, strict = false)
            b = (@items - @taken).find do |br|
              found = Alt.firsts_of(br).any? { |w| yield(w) }
              first = br.items[0]
              if strict and !found and first.kind_of?(Seq) and !first.kind_of?(Alt) and %w(O Z).include?(first.kind)
                raise NoMethodError, "undefined method `matches?' for nil:NilClass"
              end
              found
            end
            return nil unless b
            @taken << b
            @active = b
          end

          # a branch was finished
          def branch_done
            @active = nil
            @finished = (@kind == "C" or @taken.size == @items.size)
          end

          def inspect
            order = @kind == "I" ? @taken + (@items - @taken) : @items
            # (a group branch is written by its name: S.n)
            parts = order.map do |b|
              b.items.map { |it| it.kind_of?(Seq) ? AltName.new(it).inspect : it.inspect }.join(", ")
            end
            "< #{@kind}.#{@number} #{parts.join(@kind == 'C' ? ' or ' : ' and ')} >"
          end
        end

        SIMPLE = %w(element attribute text value data empty notAllowed group
          ref start grammar define list optional zeroOrMore oneOrMore choice
          interleave mixed)
        KINDS = { "group" => "S", "optional" => "O", "zeroOrMore" => "Z",
          "oneOrMore" => "M" }

        # the machine for schema (the document element or the grammar's
        # start), or nil when it is not made only of sequences
        def self.build(start, defines, local)
          new(start, defines, local)
        rescue ArgumentError
          nil
        end

        # a reference to a definition with lists, not reached yet
        RefMark = Struct.new(:name)
        class RefMark
          def inspect() "{#{name}}" end
        end

        def initialize(start, defines, local)
          @ref_items = {}
          @defines = defines
          @local = local
          @count = 0
          @root = new_seq("S")
          add(@root, start, [])
          @root.items << Expected.new(:end_document, nil)
          reset
        end

        def reset
          @root.reset
          # (lists of definitions not reached yet are outside the tree)
          @ref_items.each_value { |items| items.each { |it| it.reset if it.kind_of?(Seq) } }
          @state = @root
          @pending = nil
          @open_attrs = []
          self
        end

        # takes one parser event; raises ValidationException as 1.8.7
        def receive(event)
          return if event[0] == :end_doctype
          take_attributes(event)
          enter
          # (an error in a branch is written from its choice)
          from = @state.kind == "B" ? @state.parent : @state
          expected = expected_of(from)
          return take_into_broken(event) if broken_repeat?(@state)
          fail_with([], @state, event) if @state.kind_of?(Alt) and @state.stuck
          while true
            enter
            if @state.kind_of?(Alt) and !@state.done?
              branch = @state.take(event, true) { |want| matches?(want, event) }
              unless branch
                pass_ref_alt(event) if @state.via_ref and @state.fresh?
                # (an optional part passes over a choice it begins with
                # that takes nothing; errors are written from the part)
                if optional_alt?(@state)
                  expected, from = pass_in_optional
                  next
                end
                fail_with(expected, from, event)
              end
              @state = branch
              enter
              # (a choice or interleave as the branch takes it in turn)
              next if @state.kind_of?(Alt)
              advance(event)
              return
            end
            if !@state.done? and repeated_choice?(@state)
              expand_refs
              alt = @state.item
              alt.reset
              if alt.kind_of?(Alt) ? alt.take(event) { |want| matches?(want, event) } : matches?(Alt.first_of(alt), event)
                alt.reset   # (an interleave is written as it was)
                s = @state
                s.began, s = true, s.parent while s
                # (it stays, to hand the next events on and write errors)
                attributes_unread(event)
                @state.rewind
                note_element(event)
                return
              end
            elsif rep_first_m?(@state) and (want = Alt.first_of(@state.item)).kind_of?(Expected) and
                matches?(want, event)
              return take_first_m(event)
            elsif !@state.done? and !rep_first_m?(@state) and matches?(@state.item, event)
              advance(event)
              return
            end
            # (a finished list, or an optional part or repetition that
            # does not take the event, hands it to its parent; an error is
            # still written from the list that got it)
            # (a zeroOrMore as the last branch an interleave took never
            # hands on)
            if %w(Z M).include?(@state.kind) and !@state.done? and last_interleaved?(@state)
              fail_with([@state.item], @state, event)
            end
            # (as a choice, a group of an optional part that took nothing)
            if optional_group?(@state)
              expected, from = pass_in_optional
              next
            end
            unless @state.parent and (@state.done? or @state.skippable?)
              # (a group beginning a definition, reached, fails as a choice)
              pass_ref_alt(event) if @state.via_ref and @state.kind == "S" and @state.current == 0
              # (1.8.7 writes an optional part it passed over at the start of
              # another from that other, which wants its next event)
              while !from.began and from.skippable? and (p = from.parent) and
                  p.kind == "O" and p.items[0].equal?(from) and p.item.kind_of?(Expected)
                expected, from = [p.item], p
              end
              fail_with(expected, from, event)
            end
            climb
          end
        end

        private

        # a list that is finished or passed over gives way to its parent; a
        # branch finishes its choice (which stays current)
        def climb
          if @state.kind == "B"
            @state.parent.branch_done
            @state = @state.parent
          else
            @state = @state.parent
            @state.current += 1
          end
        end

        # a zeroOrMore or oneOrMore holding one choice or group: 1.8.7
        # takes only a branch's first event from it
        def repeated_choice?(seq)
          return false unless seq.kind == "Z" or seq.kind == "M"
          items = seq.items.map { |it| it.kind_of?(RefMark) ? @ref_items[it.name] : [it] }.flatten
          # (one whose branches are references fails in 1.8.7)
          return false unless items.size == 1
          # (a group is taken as a choice of one branch)
          return items[0].kind == "S" if items[0].kind_of?(Seq) and !items[0].kind_of?(Alt)
          items[0].kind_of?(Alt) and %w(C I).include?(items[0].kind) and !items[0].refs
        end

        # a repetition beginning with a oneOrMore, at it: 1.8.7 takes an
        # event that begins it as the whole oneOrMore (it is left as it
        # was); a repetition of it alone stays where it is, to hand the
        # next events on (and to write the error)
        def rep_first_m?(seq)
          seq.repeats? and seq.current == 0 and part?(seq.items[0], %w(M))
        end

        # (attributes of an element a repetition took so fail inside the
        # parser, as 1.8.7)
        def attributes_unread(event)
          return unless event[0] == :start_element and !event[2].empty?
          raise NoMethodError, "undefined method `next' for nil:NilClass"
        end

        def take_first_m(event)
          return advance(event) if @state.items.size > 1
          attributes_unread(event)
          s = @state
          s.began, s = true, s.parent while s
          @state.rewind
          note_element(event)
        end

        # a repetition beginning with an optional part or repetition, at
        # such a part: 1.8.7 takes only an element that begins that part
        # there, and goes on after the part (left as it was); one ending
        # with such a part, at it: 1.8.7 takes nothing there
        def broken_repeat?(seq)
          return false unless seq.repeats? and !seq.done?
          (part?(seq.items[0], %w(O Z)) and part?(seq.item, %w(O Z M))) or last_part?(seq)
        end

        def last_part?(seq)
          seq.current > 0 and seq.current == seq.items.size - 1 and part?(seq.item, %w(O Z))
        end

        def part?(it, kinds)
          it.kind_of?(Seq) and !it.kind_of?(Alt) and kinds.include?(it.kind)
        end

        def take_into_broken(event)
          want = Alt.first_of(@state.item)
          # (anything else is a NoMethodError in 1.8.7)
          unless event[0] == :start_element and want.kind_of?(Expected) and matches?(want, event) and
              !last_part?(@state)
            raise NoMethodError, "undefined method `matches?' for nil:NilClass"
          end
          advance(event)
        end

        # the optional part passes over the choice or group that took nothing
        # of the event and hands it on at once (what follows in the part is
        # not tried); an error and its expected events are written from the
        # part
        def pass_in_optional
          @state = @state.parent
          @state.current += 1
          want = @state.item
          expected = @state.done? ? [] : [want.kind_of?(Seq) ? AltName.new(want) : want]
          from = @state
          climb
          [expected, from]
        end

        def optional_group?(seq)
          seq.kind == "S" and seq.current == 0 and !seq.began and (list = seq.parent) and
            list.kind == "O" and !list.began
        end

        # a repetition that is the last branch an interleave took
        def last_interleaved?(seq)
          (b = seq.parent) and b.kind == "B" and b.parent.kind == "I" and b.parent.all_taken?
        end

        # a choice or interleave of an optional part that took nothing yet
        def optional_alt?(alt)
          list = alt.parent
          alt.fresh? and list.kind == "O" and !list.began
        end

        # a choice, interleave or group beginning a definition, reached and
        # taking nothing yet: 1.8.7 moves its list on past it, and fails
        # from there
        def pass_ref_alt(event)
          list = @state.holder || @state.parent
          list.current += 1
          want = list.item
          fail_with([want.kind_of?(RefMark) ? RefName.new(want.name) : want], list, event)
        end

        # a reference as an expected item: its name
        RefName = Struct.new(:name)
        class RefName
          def inspect() name end
        end

        # a choice as an expected item: written by its name
        AltName = Struct.new(:alt)
        class AltName
          def inspect() "#{alt.kind == 'M' ? 'O' : alt.kind}.#{alt.number}" end
        end

        def new_seq(kind)
          @count += 1
          Seq.new(@count, kind)
        end

        # what a list wants: nothing when finished; an optional part or
        # repetition not begun wants what follows it, then its first event
        def expected_of(seq)
          return [] if seq.done?
          if seq.kind_of?(Alt)
            return seq.active ? [seq.active.item] : seq.firsts
          end
          named = (repeated_choice?(seq) or rep_first_m?(seq))
          return [AltName.new(seq.item)] if named and !(seq.skippable? and seq.parent)
          return [seq.item] unless seq.skippable? and seq.parent
          rest = seq.parent.items[seq.parent.current + 1..-1].map do |it|
            it.kind_of?(RefMark) ? @ref_items[it.name][0] : it  # (a reference's first event)
          end
          after = rest.find { |it| it.kind_of?(Expected) }
          # (nothing after it in its list is written as nothing)
          [after || NOTHING, named ? AltName.new(seq.item) : seq.item]
        end

        def local(name)
          @local.call(name)
        end

        # appends what node expects to seq; refs holds the definitions
        # being read (a definition in itself is not a sequence)
        def add(seq, node, refs)
          name = local(node.name)
          raise ArgumentError unless SIMPLE.include?(name)
          case name
          when "element", "attribute"
            raise ArgumentError if kids(node).any? { |c| %w(anyName nsName).include?(local(c.name)) }
            # (an attribute's value: text, a value or data only)
            raise ArgumentError if name == "attribute" and
              !kids(node).all? { |c| %w(text value data empty name).include?(local(c.name)) }
            seq.items << Expected.new(:"start_#{name}", node.attributes["name"])
            kids(node).each { |c| add(seq, c, refs) unless local(c.name) == "name" }
            seq.items << Expected.new(:"end_#{name}", nil)
          when "text" then seq.items << Expected.new(:text, nil)
          when "value" then seq.items << Expected.new(:text, node.children.join)
          when "data", "empty", "notAllowed" then nil
          when "group", "optional", "zeroOrMore", "oneOrMore"
            inner = new_seq(KINDS[name])
            inner.parent = seq
            kids(node).each { |c| add(inner, c, refs) }
            # (1.8.7 has its own ways with a part beginning with a list, a
            # repetition ending with one or holding two)
            # (an optional part may begin with an optional part or a
            # repetition)
            first = inner.items[0]
            first = @ref_items[first.name][0] if first.kind_of?(RefMark)
            raise ArgumentError if inner.kind != "S" and !first.kind_of?(Expected) and !repeated_choice?(inner) and
              !(inner.kind == "O" and first.kind_of?(Seq) and %w(O Z).include?(first.kind)) and !broken_repeat?(inner) and
              !(inner.kind == "O" and (first.kind_of?(Alt) or (first.kind_of?(Seq) and first.kind == "S"))) and
              !rep_first_m?(inner)
            flat = inner.items.map { |it| it.kind_of?(RefMark) ? @ref_items[it.name] : [it] }.flatten
            raise ArgumentError if inner.repeats? and (flat[-1].kind_of?(Seq) or
              flat.select { |it| it.kind_of?(Seq) }.size > 1) and !repeated_choice?(inner) and !broken_repeat?(inner) and
              !(flat.select { |it| it.kind_of?(Seq) }.size == 1 and (part?(inner.items[-1], %w(O Z)) or rep_first_m?(inner)))
            seq.items << inner
          when "choice", "interleave", "mixed"
            @count += 1
            alt = Alt.new(@count, name == "choice" ? "C" : "I")
            alt.parent = seq
            parts = kids(node)
            parts = [Node.new("text", {}, [])] + parts if name == "mixed"
            # (1.8.7 puts the branches that are references last, each
            # pattern of the definition a branch of its own)
            alt.refs = parts.any? { |c| local(c.name) == "ref" }
            refd = parts.select { |c| local(c.name) == "ref" }.map do |c|
              body = @defines[c.attributes["name"]]
              raise ArgumentError if body.nil?
              body = body.select { |k| k.kind_of?(Node) }
              # (a definition of one group stays a reference: its list is
              # shared with the other references to it)
              body.size == 1 && local(body[0].name) == "group" ? [c] : body
            end
            parts = parts.reject { |c| local(c.name) == "ref" } + refd.flatten
            parts.each do |c|
              # (1.8.7 drops empty branches)
              next if %w(empty notAllowed).include?(local(c.name))
              raise ArgumentError unless simple_branch?(c)
              # (attributes as branches: of a choice only)
              raise ArgumentError if name != "choice" and local(c.name) == "attribute"

              events = Seq.new(0, "B")
              if local(c.name) == "ref"
                events.items.concat(ref_items(c.attributes["name"], refs))
              else
                add(events, c, refs)
              end
              raise ArgumentError if events.items.empty?
              # (as 1.8.7, an element with content is two branches: its
              # start, then its content and end)
              split = events.items.size > 2 ? [events.items[0, 1], events.items[1..-1]] : [events.items]
              split.each do |list|
                b = Seq.new(0, "B")
                b.parent = alt
                b.items.concat(list)
                list.each { |it| it.parent = b if it.kind_of?(Seq) }
                alt.items << b
              end
            end
            raise ArgumentError if alt.items.empty?
            seq.items << alt
          when "ref"
            # (as 1.8.7, a reference is written {name} until reached)
            ref_items(node.attributes["name"], refs)
            seq.items << RefMark.new(node.attributes["name"])
          else
            kids(node).each { |c| add(seq, c, refs) }
          end
        end

        # the events and lists of a definition, made once: every reference
        # to it shares its lists (as 1.8.7)
        def ref_items(ref, refs)
          body = @defines[ref]
          raise ArgumentError if body.nil? or refs.include?(ref)
          @ref_items[ref] ||= begin
            tmp = Seq.new(0, "R")
            body.each { |c| add(tmp, c, refs + [ref]) if c.kind_of?(Node) }
            # (1.8.7 fails on a definition beginning with a reference)
            raise ArgumentError if tmp.items[0].kind_of?(RefMark)
            # (one that begins with a choice, interleave or group has 1.8.7's ways)
            first = tmp.items[0]
            first.via_ref = true if first.kind_of?(Alt) or (first.kind_of?(Seq) and first.kind == "S")
            tmp.items
          end
        end

        # a branch of a choice or interleave as 1.8.7 reads it: text, a
        # value, an element holding text or such elements
        def simple_branch?(node, depth = 0)
          case local(node.name)
          when "text", "value", "data", "empty" then true
          # (a group, or an attribute without content, at the branch itself)
          when "group", "ref" then depth == 0
          # (an optional part or zeroOrMore as a branch)
          when "optional", "zeroOrMore", "oneOrMore" then depth == 0
          # (a choice or interleave as a branch: its own branches' firsts)
          when "choice", "interleave", "mixed" then depth == 0
          when "attribute" then depth == 0 and kids(node).empty?
          when "element"
            node.attributes["name"] and depth < 2 and
              kids(node).all? { |k| simple_branch?(k, depth + 1) }
          else false
          end
        end

        def kids(node)
          node.children.select { |c| c.kind_of?(Node) }
        end

        # moves into nested lists (where they were left) until an expected
        # event or a finished list is current
        def enter
          expand_refs
          while !@state.done? and @state.item.kind_of?(Seq) and !repeated_choice?(@state) and !broken_repeat?(@state) and
              !rep_first_m?(@state)
            @state = @state.item
            expand_refs
          end
        end

        # a reference reached is replaced by its definition's events and
        # lists (a list's parent is where it was first reached)
        def expand_refs
          return if @state.kind_of?(Alt)
          while (it = @state.item).kind_of?(RefMark)
            items = @ref_items[it.name]
            items.each { |x| x.parent = @state if x.kind_of?(Seq) and x.parent.kind == "R" }
            # (the list holding the reference reached last)
            items.each { |x| x.holder = @state if x.kind_of?(Seq) }
            @state.items[@state.current, 1] = items
          end
        end

        def advance(event)
          @state.current += 1
          s = @state
          s.began, s = true, s.parent while s
          note_element(event)
          finish_step
        end

        # the attributes of an element begun, to be met; checked when it ends
        def note_element(event)
          if event[0] == :start_element
            @pending = event[2].dup
            @open_attrs.push(@pending)
          elsif event[0] == :end_element
            check_illegal(@open_attrs.pop)
          end
        end

        # a repetition that took its last event begins again; any other
        # list gives way to its parent, one level only
        def finish_step
          return unless @state.done?
          if @state.kind == "B"
            alt = @state.parent
            alt.branch_done
            @state = alt
            return unless alt.done?
            # (a finished choice or interleave gives way to its parent)
            @state = alt.parent
            next_item
            @state.rewind if @state.repeats? and @state.done?
            branch_finished
          elsif @state.repeats?
            @state.rewind
          elsif @state.parent
            @state = @state.parent
            next_item
            @state.rewind if @state.repeats? and @state.done?
            branch_finished
          end
        end

        # a group or choice that was a branch finishes it; 1.8.7 stays at
        # the choice then, which hands the next event on (an interleave so
        # finished takes nothing more and hands nothing on)
        def branch_finished
          return unless @state.kind == "B" and @state.done?
          @state.parent.branch_done
          @state = @state.parent
          @state.stuck = true if @state.kind == "I" and @state.done?
        end

        # the parent moves on; a list finished elsewhere (shared through a
        # definition) is passed over at once
        def next_item
          @state.current += 1
          expand_refs
          @state.current += 1 while (it = @state.item).kind_of?(Seq) and it.done?
        end

        def matches?(want, event)
          # (a list or choice is no event)
          return false unless want.kind_of?(Expected) and want.type == event[0]
          # (no argument: any text, any end; a start needs its name)
          return true if want.arg.nil? and want.type != :start_element
          want.arg == event[1]
        end

        # the element's attributes meet the expected attribute events
        # before its next event: a missing one or a wrong value is an error
        # at that event; those left over are illegal when the element ends
        def take_attributes(event)
          return if @pending.nil?
          enter
          skip_to_attributes unless @pending.empty?
          passed_over = false
          while (take_attribute_branch; !@state.done? and wants?(@state.item, :start_attribute))
            want = @state.item
            unless @pending.has_key?(want.arg)
              fail_with([want], @state, event) unless @state.skippable? and @state.parent
              # (an optional attribute that is not there is passed over)
              passed_over = true
              @state = @state.parent
              @state.current += 1
              enter
              next
            end
            value = @pending.delete(want.arg)
            s = @state
            s.began, s = true, s.parent while s
            @state.current += 1
            while (it = @state.item) and !wants?(it, :end_attribute)
              fail_with([it], @state, event) unless it.arg.nil? or it.arg == value
              @state.current += 1
            end
            @state.current += 1
            finish_step
            enter
          end
          # (1.8.7 fails so on an attribute the schema does not name when
          # it passed over an optional one)
          raise NoMethodError, "undefined method `next' for nil:NilClass" if passed_over and !@pending.empty?
          @pending = nil
        end

        # a choice not taken yet takes the first branch beginning with an
        # attribute the element has
        def take_attribute_branch
          return unless @state.kind_of?(Alt) and !@state.done? and @state.active.nil?
          branch = @state.take(nil) do |want|
            wants?(want, :start_attribute) and @pending.has_key?(want.arg)
          end
          return unless branch
          @state = branch
          enter
        end

        # (as 1.8.7, an element with attributes passes over optional parts
        # and repetitions not begun to reach the attributes expected after
        # them)
        def skip_to_attributes
          return unless passable?(@state) and (parent = @state.parent)
          i = parent.current + 1
          i += 1 while passable?(parent.items[i])
          it = parent.items[i]
          return unless wants?(it, :start_attribute)
          @state = parent
          @state.current = i
        end

        def passable?(it)
          it.kind_of?(Seq) and it.skippable? and !wants?(it.items[0], :start_attribute)
        end

        def wants?(it, type)
          it.kind_of?(Expected) and it.type == type
        end

        def check_illegal(illegal)
          return if illegal.nil? or illegal.empty?
          text = illegal.keys.sort.map { |k| "#{k.inspect}=>#{illegal[k].inspect}" }.join(", ")
          raise ValidationException.new("Validation error.  Illegal  attributes: {#{text}}")
        end

        def fail_with(expected, state, event)
          # (a oneOrMore that went round has no message in 1.8.7, unless
          # one was written from it before, even for an earlier document)
          if state.kind == "M" and state.skippable? and !state.reported
            raise NoMethodError, "undefined method `expected' for nil:NilClass"
          end
          state.reported = true
          got = "#{event[0].inspect}( #{event[1]} )"
          raise ValidationException.new("Validation error.  Expected: " +
            "#{expected.map { |e| e.inspect }.join(' or ')} from " +
            "#{state.inspect}  but got #{got}")
        end
      end
    end
  end
end
