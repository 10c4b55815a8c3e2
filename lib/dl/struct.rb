# dl/struct.rb - C structs and unions over DL::PtrData: Importable#struct
# returns a class whose instances read and write the members in memory.
#
#   Timeval = LIBC.struct(["long tv_sec", "long tv_usec"])
#   tv = Timeval.malloc; tv.tv_sec = 1; tv.to_ptr
require 'dl'
require 'dl/types'

module DL
  class Struct
    PACK = { "C" => "c", "H" => "s", "I" => "i", "L" => "l!", "F" => "f",
             "D" => "d", "P" => "L!", "S" => "L!" }

    # a class of structs with members ["int x", "char name[16]", ...]
    def self.define(members, types = Types.new, union = false)
      layout = members.map { |m| member_of(m, types) }
      klass = Class.new(self)
      klass.instance_variable_set(:@layout, place(layout, union))
      layout.each do |name, letter, count|
        klass.__send__(:define_method, name) { get(name) }
        klass.__send__(:define_method, name + "=") { |v| set(name, v) }
      end
      klass
    end

    # "char name[16]" -> ["name", "C", 16]
    def self.member_of(decl, types)
      d = decl.strip
      count = nil
      count = $1.to_i if d.sub!(/\s*\[(\d+)\]\z/, "")
      d =~ /\A(.*?)\s*(\w+)\z/ or raise DLError, "can't parse the member: #{decl}"
      [$2, types.encode($1), count]
    end

    # offsets as the C compiler lays the members out; the struct's size
    def self.place(layout, union)
      off = 0
      max_align = 1
      placed = layout.map do |name, letter, count|
        size = DL.sizeof(letter)
        off = union ? 0 : (off + size - 1) / size * size
        max_align = size if size > max_align
        entry = [name, letter, count, off]
        off += size * (count || 1) unless union
        off = [off, size * (count || 1)].max if union
        entry
      end
      [placed, (off + max_align - 1) / max_align * max_align]
    end

    def self.size
      @layout[1]
    end

    def self.members
      @layout[0].map { |m| m[0] }
    end

    def self.layout
      @layout[0]
    end

    # a new struct in zeroed memory that is freed with the object
    def self.malloc
      new(DL.malloc(size))
    end

    def initialize(ptr)
      @ptr = ptr.kind_of?(PtrData) ? ptr : PtrData.new(ptr, self.class.size)
    end

    def to_ptr
      @ptr
    end

    def size
      self.class.size
    end

    def to_a
      self.class.members.map { |m| get(m) }
    end

    private

    def entry(name)
      self.class.layout.find { |m| m[0] == name }
    end

    def get(name)
      _, letter, count, off = entry(name)
      size = DL.sizeof(letter)
      values = (0...(count || 1)).map { |i| read(letter, off + i * size, size) }
      count ? values : values[0]
    end

    def set(name, value)
      _, letter, count, off = entry(name)
      size = DL.sizeof(letter)
      values = count ? value.to_a[0, count] : [value]
      values.each_with_index { |v, i| write(letter, off + i * size, v) }
      value
    end

    def read(letter, off, size)
      v = @ptr[off, size].unpack(PACK[letter])[0]
      case letter
      when "P" then PtrData.new(v)
      when "S" then v == 0 ? nil : PtrData.new(v).to_s
      else v
      end
    end

    def write(letter, off, v)
      v = v.nil? ? 0 : PtrData.new(v).to_i if letter == "P" || letter == "S"
      @ptr[off, DL.sizeof(letter)] = [v].pack(PACK[letter])
    end
  end
end
