# set.rb - Set and SortedSet: collections of unique objects, backed by Hash.

class Set
  include Enumerable

  def self.[](*ary)
    new(ary)
  end

  # (each method checks its argument itself, as 1.8.7's: the error comes
  # from the method called; an object is enumerable when it is an
  # Enumerable, and its each gives the elements)
  def initialize(enum = nil, &block)
    @hash = {}
    return if enum.nil?
    if block
      enum.each { |o| add(block[o]) }
    else
      merge(enum)
    end
  end

  def initialize_copy(orig)
    @hash = orig.instance_eval { @hash }.dup
  end

  def size
    @hash.size
  end
  alias length size

  def empty?
    @hash.empty?
  end

  def clear
    @hash.clear
    self
  end

  def replace(enum)
    enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
    if enum.class == self.class
      @hash.replace(enum.instance_eval { @hash })
    else
      clear
      merge(enum)
    end
    self
  end

  def to_a
    @hash.keys
  end

  def flatten_merge(set, seen = {})
    set.each do |e|
      if e.is_a?(Set)
        if seen.include?(e_id = e.object_id)
          raise ArgumentError, "tried to flatten recursive Set"
        end
        seen[e_id] = true
        flatten_merge(e, seen)
        seen.delete(e_id)
      else
        add(e)
      end
    end
    self
  end
  protected :flatten_merge

  def flatten
    self.class.new.flatten_merge(self)
  end

  def flatten!
    if detect { |e| e.is_a?(Set) }
      replace(flatten)
    else
      nil
    end
  end

  def include?(o)
    @hash.include?(o)
  end
  alias member? include?

  def superset?(set)
    set.is_a?(Set) or raise ArgumentError, "value must be a set"
    return false if size < set.size
    set.all? { |o| include?(o) }
  end

  def proper_superset?(set)
    set.is_a?(Set) or raise ArgumentError, "value must be a set"
    return false if size <= set.size
    set.all? { |o| include?(o) }
  end

  def subset?(set)
    set.is_a?(Set) or raise ArgumentError, "value must be a set"
    return false if set.size < size
    all? { |o| set.include?(o) }
  end

  def proper_subset?(set)
    set.is_a?(Set) or raise ArgumentError, "value must be a set"
    return false if set.size <= size
    all? { |o| set.include?(o) }
  end

  def each
    return to_enum(:each) unless block_given?
    @hash.each_key { |o| yield o }
    self
  end

  def add(o)
    @hash[o] = true
    self
  end
  alias << add

  def add?(o)
    if include?(o)
      nil
    else
      add(o)
    end
  end

  def delete(o)
    @hash.delete(o)
    self
  end

  def delete?(o)
    if include?(o)
      delete(o)
    else
      nil
    end
  end

  def delete_if
    to_a.each { |o| @hash.delete(o) if yield(o) }
    self
  end

  def collect!
    set = self.class.new
    each { |o| set << yield(o) }
    replace(set)
  end
  alias map! collect!

  def reject!
    n = size
    delete_if { |o| yield(o) }
    size == n ? nil : self
  end

  def merge(enum)
    if enum.instance_of?(self.class)
      @hash.update(enum.instance_eval { @hash })
    else
      enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
      enum.each { |o| add(o) }
    end
    self
  end

  def subtract(enum)
    enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
    enum.each { |o| delete(o) }
    self
  end

  def |(enum)
    enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
    dup.merge(enum)
  end
  alias + |
  alias union |

  def -(enum)
    enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
    dup.subtract(enum)
  end
  alias difference -

  def &(enum)
    enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
    n = self.class.new
    enum.each { |o| n.add(o) if include?(o) }
    n
  end
  alias intersection &

  def ^(enum)
    enum.is_a?(Enumerable) or raise ArgumentError, "value must be enumerable"
    n = Set.new(enum)
    each { |o| if n.include?(o) then n.delete(o) else n.add(o) end }
    n
  end

  def ==(other)
    if self.equal?(other)
      true
    elsif other.instance_of?(self.class)
      @hash == other.instance_eval { @hash }
    elsif other.is_a?(Set) && size == other.size
      other.all? { |o| @hash.include?(o) }
    else
      false
    end
  end

  # the inner hash's hash, so sets of sets iterate in 1.8.7's order
  def hash
    @hash.hash
  end

  def eql?(o)
    return false unless o.is_a?(Set)
    self == o
  end

  def classify
    h = {}
    each do |i|
      x = yield(i)
      (h[x] ||= self.class.new).add(i)
    end
    h
  end

  def divide(&func)
    if func.arity == 2
      elems = to_a
      set = Set.new
      seen = {}
      elems.each do |u|
        next if seen[u]
        cls = self.class.new
        stack = [u]
        until stack.empty?
          x = stack.pop
          next if seen[x]
          seen[x] = true
          cls << x
          elems.each { |y| stack << y if !seen[y] && func.call(x, y) && func.call(y, x) }
        end
        set << cls
      end
      set
    else
      Set.new(classify(&func).values)
    end
  end

  # the key of the thread-local list of sets being inspected
  InspectKey = :__inspect_key__


  def inspect
    ids = (Thread.current[InspectKey] ||= [])
    if ids.include?(object_id)
      return sprintf('#<%s: {...}>', self.class.name)
    end
    begin
      ids << object_id
      return sprintf('#<%s: {%s}>', self.class, to_a.inspect[1..-2])
    ensure
      ids.pop
    end
  end

  def pretty_print(pp)
    pp.text sprintf('#<%s: {', self.class.name)
    pp.nest(1) {
      pp.seplist(self) { |o| pp.pp o }
    }
    pp.text "}>"
  end

  def pretty_print_cycle(pp)
    pp.text sprintf('#<%s: {%s}>', self.class.name, empty? ? '' : '...')
  end
end

class SortedSet < Set
  @@setup = false

  def self.[](*ary)
    new(ary)
  end

  # 1.8.7 prepares the class on first use (its methods are defined then):
  # true the first time, nil after
  def self.setup
    return nil if @@setup
    class_eval do
      def clear
        @keys = nil
        super
      end

      def replace(enum)
        @keys = nil
        super
      end

      def add(o)
        raise ArgumentError, "value must respond to <=>" unless o.respond_to?(:<=>)
        @keys = nil
        super
      end
      alias << add

      def delete(o)
        @keys = nil
        @hash.delete(o)
        self
      end

      def delete_if
        n = @hash.size
        super
        @keys = nil if @hash.size != n
        self
      end

      def merge(enum)
        @keys = nil
        super
      end

      def each
        return to_enum(:each) unless block_given?
        to_a.each { |o| yield o }
        self
      end

      def to_a
        (@keys = @hash.keys).sort! unless @keys
        @keys.dup
      end
    end
    @@setup = true
  end

  def initialize(*args, &block)
    SortedSet.setup
    @keys = nil
    super
  end
end

module Enumerable
  def to_set(klass = Set, *args, &block)
    klass.new(self, *args, &block)
  end
end
