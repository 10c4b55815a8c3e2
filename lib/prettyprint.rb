# prettyprint.rb - PrettyPrint: a pretty-printing algorithm for structured
# text. Text, breakables and groups are collected and laid out so that a
# group is printed on one line when it fits in the line width, and has all
# its breakables turned into newlines otherwise (outermost groups first).

class PrettyPrint
  # Lays out the block's document into output and returns output.
  def PrettyPrint.format(output = '', maxwidth = 79, newline = "\n",
                         genspace = lambda { |n| ' ' * n })
    q = PrettyPrint.new(output, maxwidth, newline, &genspace)
    yield q
    q.flush
    output
  end

  # Like format, but never breaks lines.
  def PrettyPrint.singleline_format(output = '', maxwidth = nil,
                                    newline = nil, genspace = nil)
    q = SingleLine.new(output)
    yield q
    output
  end

  class Text
    def initialize(obj, width)
      @objs = [obj]
      @width = width
    end
    attr_reader :objs, :width
    def add(obj, width)
      @objs << obj
      @width += width
    end
  end

  class Breakable
    def initialize(sep, width, indent)
      @obj = sep
      @width = width
      @indent = indent
    end
    attr_reader :obj, :width, :indent
  end

  class Group
    def initialize(depth)
      @depth = depth
      @children = []
      @break = false
    end
    attr_reader :depth, :children

    def break
      @break = true
    end

    def breakables?
      @break
    end
    alias break? breakables?

    def first?
      if defined?(@first)
        false
      else
        @first = false
        true
      end
    end

    def flat_width
      @flat_width ||= @children.inject(0) { |s, c|
        s + (c.kind_of?(Group) ? c.flat_width : c.width)
      }
    end
  end

  def initialize(output = '', maxwidth = 79, newline = "\n", &genspace)
    @output = output
    @maxwidth = maxwidth
    @newline = newline
    @genspace = genspace || lambda { |n| ' ' * n }
    @indent = 0
    @root = Group.new(0)
    @group_stack = [@root]
  end

  attr_reader :output, :maxwidth, :newline, :indent

  def current_group
    @group_stack.last
  end

  def first?
    current_group.first?
  end

  def text(obj, width = obj.length)
    children = current_group.children
    if children.last.kind_of?(Text)
      children.last.add(obj, width)
    else
      children << Text.new(obj, width)
    end
  end

  def breakable(sep = ' ', width = sep.length)
    current_group.children << Breakable.new(sep, width, @indent)
  end

  def fill_breakable(sep = ' ', width = sep.length)
    group { breakable sep, width }
  end

  def nest(indent)
    @indent += indent
    begin
      yield
    ensure
      @indent -= indent
    end
  end

  def group(indent = 0, open_obj = '', close_obj = '',
            open_width = open_obj.length, close_width = close_obj.length)
    text open_obj, open_width
    group_sub {
      nest(indent) {
        yield
      }
    }
    text close_obj, close_width
  end

  def group_sub
    g = Group.new(@group_stack.size)
    current_group.children << g
    @group_stack.push g
    begin
      yield
    ensure
      @group_stack.pop
    end
  end

  def flush
    layout
    @root = Group.new(0)
    @group_stack = [@root]
  end

  private

  # width of the rest of the work list up to its first breakable;
  # returns [width, found_breakable]
  def width_to_break(nodes)
    w = 0
    nodes.each do |n|
      case n
      when Text
        w += n.width
      when Breakable
        return [w, true]
      when Group
        cw, found = width_to_break(n.children)
        w += cw
        return [w, true] if found
      end
    end
    [w, false]
  end

  def layout
    col = 0
    work = [[false, @root]]  # [flat?, node]
    until work.empty?
      flat, node = work.shift
      case node
      when Text
        node.objs.each { |o| @output << o }
        col += node.width
      when Breakable
        if flat
          @output << node.obj
          col += node.width
        else
          @output << @newline
          @output << @genspace.call(node.indent)
          col = node.indent
        end
      when Group
        unless flat
          w = node.flat_width
          if col + w <= @maxwidth
            rest, = width_to_break(work.map { |f, n| n })
            flat = col + w + rest <= @maxwidth
          end
          node.break unless flat
        end
        work = node.children.map { |c| [flat, c] } + work
      end
    end
  end

  class SingleLine
    def initialize(output, maxwidth = nil, newline = nil)
      @output = output
      @first = [true]
    end

    def text(obj, width = nil)
      @output << obj
    end

    def breakable(sep = ' ', width = nil)
      @output << sep
    end

    def nest(indent)
      yield
    end

    def group(indent = nil, open_obj = '', close_obj = '',
              open_width = nil, close_width = nil)
      @first.push true
      @output << open_obj
      yield
      @output << close_obj
      @first.pop
    end

    def flush
    end

    def first?
      result = @first[-1]
      @first[-1] = false
      result
    end
  end
end
