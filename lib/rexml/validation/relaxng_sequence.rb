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
          attr_accessor :current, :parent, :began

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
              (want.kind_of?(Expected) and it == want) ? "##{it.inspect}" : it.inspect
            end
            "< #{@kind == 'M' ? 'O' : @kind}.#{@number} #{parts.join(', ')} >"
          end
        end

        # a choice (C.n, branches written with "or") or interleave (I.n,
        # parts written with "and", those taken first): branches are lists
        # of kind "B"; a choice is finished once a branch is, an
        # interleave once all its parts are
        class Alt < Seq
          attr_accessor :active, :refs

          def reset
            super
            @taken = []
            @active = nil
            @finished = false
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

          # the first events of the branches not taken
          def firsts
            (@items - @taken).map { |b| Alt.first_of(b) }
          end

          # the first expected event of a list (a group branch's own)
          def self.first_of(seq)
            it = seq.items[0]
            it.kind_of?(Seq) ? first_of(it) : it
          end

          # takes the first branch not taken that begins with event
          def take(event)
            b = (@items - @taken).find { |br| yield(Alt.first_of(br)) }
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
              b.items.map { |it| it.kind_of?(Seq) ? "#{it.kind}.#{it.number}" : it.inspect }.join(", ")
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
          while true
            enter
            if @state.kind_of?(Alt) and !@state.done?
              branch = @state.take(event) { |want| matches?(want, event) }
              fail_with(expected, from, event) unless branch
              @state = branch
              enter
              advance(event)
              return
            end
            if !@state.done? and repeated_choice?(@state)
              expand_refs
              alt = @state.item
              alt.reset
              if (branch = alt.take(event) { |want| matches?(want, event) })
                s = @state
                s.began, s = true, s.parent while s
                @state.rewind
                @state = @state.parent
                next_item
                return
              end
            elsif !@state.done? and matches?(@state.item, event)
              advance(event)
              return
            end
            # (a finished list, or an optional part or repetition that
            # does not take the event, hands it to its parent; an error is
            # still written from the list that got it)
            unless @state.parent and (@state.done? or @state.skippable?)
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

        # a zeroOrMore holding one choice: 1.8.7 leaves it once a branch
        # took its first event
        def repeated_choice?(seq)
          return false unless seq.kind == "Z"
          items = seq.items.map { |it| it.kind_of?(RefMark) ? @ref_items[it.name] : [it] }.flatten
          # (one whose branches are references fails in 1.8.7)
          items.size == 1 and items[0].kind_of?(Alt) and items[0].kind == "C" and !items[0].refs
        end

        # a choice as an expected item: written by its name
        AltName = Struct.new(:alt)
        class AltName
          def inspect() "#{alt.kind}.#{alt.number}" end
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
          return [AltName.new(seq.item)] if repeated_choice?(seq) and !(seq.skippable? and seq.parent)
          return [seq.item] unless seq.skippable? and seq.parent
          rest = seq.parent.items[seq.parent.current + 1..-1].map do |it|
            it.kind_of?(RefMark) ? @ref_items[it.name][0] : it  # (a reference's first event)
          end
          after = rest.find { |it| it.kind_of?(Expected) }
          # (nothing after it in its list is written as nothing)
          [after || NOTHING, repeated_choice?(seq) ? AltName.new(seq.item) : seq.item]
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
              !(inner.kind == "O" and first.kind_of?(Seq) and %w(O Z).include?(first.kind))
            flat = inner.items.map { |it| it.kind_of?(RefMark) ? @ref_items[it.name] : [it] }.flatten
            raise ArgumentError if inner.repeats? and (flat[-1].kind_of?(Seq) or
              flat.select { |it| it.kind_of?(Seq) }.size > 1) and !repeated_choice?(inner)
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
              # (groups and attributes as branches: of a choice only)
              raise ArgumentError if name != "choice" and %w(group attribute).include?(local(c.name))
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
          while !@state.done? and @state.item.kind_of?(Seq) and !repeated_choice?(@state)
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
            @state.items[@state.current, 1] = items
          end
        end

        def advance(event)
          @state.current += 1
          s = @state
          s.began, s = true, s.parent while s
          if event[0] == :start_element
            @pending = event[2].dup
            @open_attrs.push(@pending)
          elsif event[0] == :end_element
            check_illegal(@open_attrs.pop)
          end
          finish_step
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
          elsif @state.repeats?
            @state.rewind
          elsif @state.parent
            @state = @state.parent
            next_item
            @state.rewind if @state.repeats? and @state.done?
            # (a group that was a branch finishes it; 1.8.7 stays at the
            # choice then, which hands the next event on)
            if @state.kind == "B" and @state.done?
              @state.parent.branch_done
              @state = @state.parent
            end
          end
        end

        # the parent moves on; a list finished elsewhere (shared through a
        # definition) is passed over at once
        def next_item
          @state.current += 1
          expand_refs
          @state.current += 1 while (it = @state.item).kind_of?(Seq) and it.done?
        end

        def matches?(want, event)
          return false unless want.type == event[0]
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
          got = "#{event[0].inspect}( #{event[1]} )"
          raise ValidationException.new("Validation error.  Expected: " +
            "#{expected.map { |e| e.inspect }.join(' or ')} from " +
            "#{state.inspect}  but got #{got}")
        end
      end
    end
  end
end
