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

  # output: where the layout goes (anything with <<); maxwidth: the line
  # width; newline: the line separator; genspace: n -> indentation string.
  def initialize(output = '', maxwidth = 79, newline = "\n", &genspace)
    @output = output
    @maxwidth = maxwidth
    @newline = newline
    @genspace = genspace || lambda { |n| ' ' * n }
    @output_width = 0   # columns already written on the current line
    @buffer_width = 0   # columns pending in @buffer
    @buffer = []        # Text and Breakable not yet decided
    root = Group.new(0)
    @group_stack = [root]
    @group_queue = GroupQueue.new(root)
    @indent = 0
  end
  attr_reader :output, :maxwidth, :newline, :genspace
  attr_reader :indent, :group_queue

  def current_group
    @group_stack.last
  end

  # While the pending text overflows the line, breaks the outermost open
  # group that has breakables and writes out what that decides.
  def break_outmost_groups
    while @maxwidth < @output_width + @buffer_width
      return unless group = @group_queue.deq
      until group.breakables.empty?
        emit(@buffer.shift)
      end
      while !@buffer.empty? && Text === @buffer.first
        emit(@buffer.shift)
      end
    end
  end

  def text(obj, width = obj.length)
    if @buffer.empty?
      @output << obj
      @output_width += width
    else
      last = @buffer.last
      unless Text === last
        last = Text.new
        @buffer << last
      end
      last.add(obj, width)
      @buffer_width += width
      break_outmost_groups
    end
  end

  def fill_breakable(sep = ' ', width = sep.length)
    group { breakable sep, width }
  end

  # A place for a line break, printed as sep when its group fits.
  def breakable(sep = ' ', width = sep.length)
    if current_group.break?
      flush
      @output << @newline
      @output << @genspace.call(@indent)
      @output_width = @indent
      @buffer_width = 0
    else
      @buffer << Breakable.new(sep, width, self)
      @buffer_width += width
      break_outmost_groups
    end
  end

  def group(indent = 0, open_obj = '', close_obj = '',
            open_width = open_obj.length, close_width = close_obj.length)
    text open_obj, open_width
    group_sub { nest(indent) { yield } }
    text close_obj, close_width
  end

  def group_sub
    group = Group.new(current_group.depth + 1)
    @group_stack.push group
    @group_queue.enq group
    begin
      yield
    ensure
      @group_stack.pop
      # a group without breakables can never be broken
      @group_queue.delete group if group.breakables.empty?
    end
  end

  def nest(indent)
    @indent += indent
    begin
      yield
    ensure
      @indent -= indent
    end
  end

  # Writes out everything pending, as laid out so far.
  def flush
    @buffer.each { |data| @output_width = data.output(@output, @output_width) }
    @buffer.clear
    @buffer_width = 0
  end

  def first?
    warn 'PrettyPrint#first? is obsoleted at 1.8.2.'
    current_group.first?
  end

  private

  def emit(data)
    @output_width = data.output(@output, @output_width)
    @buffer_width -= data.width
  end

  public

  # Consecutive text pending in the buffer.
  class Text
    def initialize
      @objs = []
      @width = 0
    end
    attr_reader :width

    def output(out, output_width)
      @objs.each { |obj| out << obj }
      output_width + @width
    end

    def add(obj, width)
      @objs << obj
      @width += width
    end
  end

  # A pending break: a newline and indentation if its group is broken when
  # it is written out, its separator otherwise.
  class Breakable
    def initialize(sep, width, q)
      @obj = sep
      @width = width
      @pp = q
      @indent = q.indent
      @group = q.current_group
      @group.breakables.push self
    end
    attr_reader :obj, :width, :indent

    def output(out, output_width)
      @group.breakables.shift
      if @group.break?
        out << @pp.newline
        out << @pp.genspace.call(@indent)
        @indent
      else
        @pp.group_queue.delete @group if @group.breakables.empty?
        out << @obj
        output_width + @width
      end
    end
  end

  class Group
    def initialize(depth)
      @depth = depth
      @breakables = []
      @break = false
    end
    attr_reader :depth, :breakables

    def break
      @break = true
    end

    def break?
      @break
    end

    # true the first time only
    def first?
      return false if @first_done
      @first_done = true
    end
  end

  # The open groups by depth, for breaking the outermost first.
  class GroupQueue
    def initialize(*groups)
      @queue = []
      groups.each { |g| enq g }
    end

    def enq(group)
      depth = group.depth
      @queue << [] until depth < @queue.length
      @queue[depth] << group
    end

    # Breaks and returns the outermost (then latest) group with breakables;
    # shallower groups without any are broken and dropped on the way.
    def deq
      @queue.each do |gs|
        (gs.length - 1).downto(0) do |i|
          next if gs[i].breakables.empty?
          group = gs.slice!(i, 1).first
          group.break
          return group
        end
        gs.each { |g| g.break }
        gs.clear
      end
      nil
    end

    def delete(group)
      @queue[group.depth].delete(group)
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
