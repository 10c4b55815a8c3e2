# ostruct.rb - OpenStruct: a Hash-backed object with arbitrary attributes.

class OpenStruct
  def initialize(hash = nil)
    @table = {}
    if hash
      # anything with each of pairs will do, as in 1.8.7
      hash.each do |k, v|
        @table[k.to_sym] = v
        new_ostruct_member(k)
      end
    end
  end

  def initialize_copy(orig)
    super
    @table = @table.dup
  end

  def marshal_dump
    @table
  end

  def marshal_load(x)
    @table = x
    @table.each_key { |key| new_ostruct_member(key) }
  end

  def modifiable
    if frozen?
      raise TypeError, "can't modify frozen #{self.class}", caller(2)
    end
    @table
  end
  protected :modifiable

  def new_ostruct_member(name)
    name = name.to_sym
    unless self.respond_to?(name)
      meta = class << self; self; end
      meta.send(:define_method, name) { @table[name] }
      meta.send(:define_method, "#{name}=") { |x| modifiable[name] = x }
    end
    name
  end

  def method_missing(mid, *args)
    mname = mid.id2name
    len = args.length
    if mname[-1, 1] == "="
      if len != 1
        raise ArgumentError, "wrong number of arguments (#{len} for 1)", caller(1)
      end
      modifiable[new_ostruct_member(mname.chop)] = args[0]
    elsif len == 0
      @table[mid]
    else
      raise NoMethodError, "undefined method `#{mname}' for #{self}", caller(1)
    end
  end

  # only the value goes: its accessors stay (they answer nil), as in 1.8.7
  def delete_field(name)
    @table.delete name.to_sym
  end

  InspectKey = :__inspect_key__

  # The ids being inspected are kept where pp keeps its own (the thread's
  # :__inspect_key__), so pp of an OpenStruct shows "#<OpenStruct ...>"
  # as in 1.8.7.
  def inspect
    str = "#<#{self.class}"
    ids = (Thread.current[InspectKey] ||= [])
    if ids.include?(object_id)
      return str << " ...>"
    end
    ids << object_id
    begin
      first = true
      for k, v in @table
        str << (first ? " " : ", ")
        first = false
        str << "#{k}=#{v.inspect}"
      end
    ensure
      ids.pop
    end
    str << ">"
  end
  alias to_s inspect

  attr_reader :table
  protected :table

  def ==(other)
    return false unless other.kind_of?(OpenStruct)
    @table == other.table
  end
end
