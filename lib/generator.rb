# generator.rb - Generator: turns an internal iterator (each, or a block
# that calls yield on the generator) into an external one with next?/next;
# SyncEnumerator walks several enumerables in step.
#
# The producer runs lazily through continuations when the interpreter has
# callcc; without it the producer is run to completion on first use (so an
# infinite producer is only usable with callcc).

class Generator
  include Enumerable

  def initialize(enum = nil, &block)
    if enum
      @producer = lambda { |g| enum.each { |x| g.yield(x) } }
    else
      @producer = block
    end
    @lazy = Kernel.respond_to?(:callcc, true) || respond_to?(:callcc, true)
    rewind
  end

  # Called by the producer to hand out one value.
  def yield(value)
    if @lazy
      callcc do |resume|
        @resume = resume
        @ret.call([value])
      end
    else
      @buffer << value
    end
    self
  end

  def fill
    return unless @buffer.empty? && !@done
    if @lazy
      v = callcc do |ret|
        @ret = ret
        if @resume
          @resume.call
        else
          @producer.call(self)
          @done = true
          @ret.call(nil) # the end: values come boxed, [value]
        end
      end
      if v
        @buffer << v[0]
      else
        @done = true
      end
    else
      @producer.call(self)
      @done = true
    end
  end
  private :fill

  def end?
    fill
    @buffer.empty?
  end

  def next?
    !end?
  end

  def index
    @index
  end
  alias pos index

  # as 1.8.7's, the generator runs one value ahead: taking a value runs
  # the producer on to the next one before the value is returned
  def next
    fill
    raise EOFError, "no more elements available" if @buffer.empty?
    @index += 1
    value = @buffer.shift
    fill
    value
  end

  def current
    fill
    raise EOFError, "no more elements available" if @buffer.empty?
    @buffer.first
  end

  def rewind
    @buffer = []
    @done = false
    @resume = nil
    @ret = nil
    @index = 0
    fill      # up to the first value, as 1.8.7 (its errors surface here)
    self
  end

  def each
    rewind
    until end?
      yield self.next
    end
    self
  end
end

class SyncEnumerator
  include Enumerable

  def initialize(*enums)
    @gens = enums.map { |e| Generator.new(e) }
  end

  def size
    @gens.size
  end
  alias length size

  def end?(i = nil)
    if i.nil?
      @gens.each { |g| return true if g.end? }
      false
    else
      @gens[i].end?
    end
  end

  def each
    @gens.each { |g| g.rewind }
    loop do
      count = 0
      ret = @gens.map { |g|
        if g.end?
          count += 1
          nil
        else
          g.next
        end
      }
      break if count == @gens.size
      yield ret
    end
    self
  end
end
