module REXML
  module Validation
    class RelaxNG
      # The validator 1.8.7 runs, for schemas made only of sequences
      # (elements, attributes, text, value, data, empty, notAllowed, group,
      # list, references to definitions without groups): the schema is a list of
      # expected events (nested lists for groups, S.n numbered in schema
      # order) walked one parser event at a time.  Its errors are 1.8.7's:
      # the list that took the event, written with "#" before each expected
      # event equal to the one it wanted.
      class SequenceMachine
        # one expected event: type and argument (nil: any text or end)
        Expected = Struct.new(:type, :arg)
        class Expected
          def inspect
            "#{type.inspect}( #{arg} )"
          end
        end

        # a list of expected events and nested lists, with its cursor
        class Seq
          attr_reader :items, :number
          attr_accessor :current, :parent

          def initialize(number)
            @number = number
            @items = []
            @current = 0
          end

          def done?
            @current >= @items.size
          end

          def item
            @items[@current]
          end

          def reset
            @current = 0
            @items.each { |it| it.reset if it.kind_of?(Seq) }
          end

          def inspect
            want = item
            parts = @items.map do |it|
              next it.inspect if it.kind_of?(Seq)
              (want.kind_of?(Expected) and it == want) ? "##{it.inspect}" : it.inspect
            end
            "< S.#{@number} #{parts.join(', ')} >"
          end
        end

        SIMPLE = %w(element attribute text value data empty notAllowed group
          ref start grammar define list)

        # the machine for schema (the document element or the grammar's
        # start), or nil when it is not made only of sequences
        def self.build(start, defines, local)
          new(start, defines, local)
        rescue ArgumentError
          nil
        end

        def initialize(start, defines, local)
          @defines = defines
          @local = local
          @count = 0
          @root = new_seq
          add(@root, start, [])
          @root.items << Expected.new(:end_document, nil)
          reset
        end

        def reset
          @root.reset
          @state = @root
          @pending = nil
          @open_attrs = []
          self
        end

        # takes one parser event; raises ValidationException as 1.8.7
        def receive(event)
          return if event[0] == :end_doctype
          from = @state
          take_attributes(event)
          unless @state.done?
            step(event, from)
            return
          end
          # (a finished list hands the event to its parent: an error is
          # still written from the finished list, with nothing expected)
          until @state.parent.nil? or !@state.done?
            @state = @state.parent
            @state.current += 1
          end
          enter
          fail_with([], from, event) if @state.done? or !matches?(@state.item, event)
          advance(event)
        end

        private

        def new_seq
          @count += 1
          Seq.new(@count)
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
            seq.items << Expected.new(:"start_#{name}", node.attributes["name"])
            kids(node).each { |c| add(seq, c, refs) unless local(c.name) == "name" }
            seq.items << Expected.new(:"end_#{name}", nil)
          when "text" then seq.items << Expected.new(:text, nil)
          when "value" then seq.items << Expected.new(:text, node.children.join)
          when "data", "empty", "notAllowed" then nil
          when "group"
            raise ArgumentError unless refs.empty?
            inner = new_seq
            inner.parent = seq
            kids(node).each { |c| add(inner, c, refs) }
            seq.items << inner
          when "ref"
            ref = node.attributes["name"]
            body = @defines[ref]
            raise ArgumentError if body.nil? or refs.include?(ref)
            body.each { |c| add(seq, c, refs + [ref]) if c.kind_of?(Node) }
          else
            kids(node).each { |c| add(seq, c, refs) }
          end
        end

        def kids(node)
          node.children.select { |c| c.kind_of?(Node) }
        end

        # moves into nested lists until an expected event is current
        def enter
          while !@state.done? and @state.item.kind_of?(Seq)
            @state = @state.item
            @state.current = 0
          end
        end

        def step(event, from)
          enter
          fail_with([], from, event) if @state.done?
          fail_with([@state.item], @state, event) unless matches?(@state.item, event)
          advance(event)
        end

        def advance(event)
          @state.current += 1
          if event[0] == :start_element
            @pending = event[2].dup
            @open_attrs.push(@pending)
          elsif event[0] == :end_element
            check_illegal(@open_attrs.pop)
          end
          # (a list that took its last event gives way to its parent, one
          # level only)
          if @state.done? and @state.parent
            @state = @state.parent
            @state.current += 1
          end
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
          while !@state.done? and @state.item.type == :start_attribute
            want = @state.item
            fail_with([want], @state, event) unless @pending.has_key?(want.arg)
            value = @pending.delete(want.arg)
            @state.current += 1
            while (it = @state.item) and it.type != :end_attribute
              fail_with([it], @state, event) unless it.arg.nil? or it.arg == value
              @state.current += 1
            end
            @state.current += 1
            enter
          end
          @pending = nil
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
