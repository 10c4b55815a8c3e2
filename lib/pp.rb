# pp.rb - pretty printer for Ruby objects: Kernel#pp, #pretty_inspect and
# the pretty_print protocol.

require 'prettyprint'

module Kernel
  # Returns a pretty printed string of the object.
  def pretty_inspect
    PP.pp(self, '')
  end

  private

  # Pretty prints each argument to $stdout. Returns nil.
  def pp(*objs)
    objs.each { |obj| PP.pp(obj) }
    nil
  end
  module_function :pp
end

class PP < PrettyPrint
  # Pretty prints obj to out, wrapping at width, and returns out.
  def PP.pp(obj, out = $>, width = 79)
    q = PP.new(out, width)
    q.guard_inspect_key { q.pp obj }
    q.flush
    q.output << "\n"
  end

  def PP.singleline_pp(obj, out = $>)
    q = SingleLine.new(out)
    q.guard_inspect_key { q.pp obj }
    q.flush
    out
  end

  def PP.mcall(obj, mod, meth, *args, &block)
    mod.instance_method(meth).bind(obj).call(*args, &block)
  end

  @sharing_detection = false
  class << self
    attr_accessor :sharing_detection
  end

  module PPMethods
    # the thread-local table of the objects being printed (shared with
    # inspect's in 1.8.7)
    InspectKey = :__inspect_key__

    def guard_inspect_key
      if Thread.current[InspectKey] == nil
        Thread.current[InspectKey] = []
      end
      saved = Thread.current[InspectKey]
      begin
        Thread.current[InspectKey] = []
        yield
      ensure
        Thread.current[InspectKey] = saved
      end
    end

    private

    def check_inspect_key(id)
      Thread.current[InspectKey] && Thread.current[InspectKey].include?(id)
    end

    def push_inspect_key(id)
      Thread.current[InspectKey] << id
    end

    def pop_inspect_key(id)
      Thread.current[InspectKey].pop
    end

    public

    # Adds obj to the pretty printing buffer using its pretty_print method
    # (or pretty_print_cycle when obj is already being printed).
    def pp(obj)
      id = obj.__id__
      if check_inspect_key(id)
        group { obj.pretty_print_cycle self }
        return
      end
      begin
        push_inspect_key(id)
        group { obj.pretty_print self }
      ensure
        pop_inspect_key(id) unless PP.sharing_detection
      end
    end

    def object_group(obj, &block)
      group(1, '#<' + obj.class.name, '>', &block)
    end

    def object_address_group(obj, &block)
      id = "%x" % (obj.__id__ * 2)
      group(1, "\#<#{obj.class}:0x#{id}", '>', &block)
    end

    def comma_breakable
      text ','
      breakable
    end

    # Yields each element of list, calling sep between them (by default a
    # comma followed by a breakable).
    def seplist(list, sep = nil, iter_method = :each)
      sep ||= lambda { comma_breakable }
      first = true
      list.__send__(iter_method) { |*v|
        if first
          first = false
        else
          sep.call
        end
        yield(*v)
      }
    end

    def pp_object(obj)
      object_address_group(obj) {
        seplist(obj.pretty_print_instance_variables, lambda { text ',' }) { |v|
          breakable
          v = v.to_s if Symbol === v
          text v
          text '='
          group(1) {
            breakable ''
            pp(obj.instance_eval(v))
          }
        }
      }
    end

    def pp_hash(obj)
      group(1, '{', '}') {
        seplist(obj, nil, :each_pair) { |k, v|
          group {
            pp k
            text '=>'
            group(1) {
              breakable ''
              pp v
            }
          }
        }
      }
    end
  end

  include PPMethods

  class SingleLine < PrettyPrint::SingleLine
    include PPMethods
  end

  module ObjectMixin
    def pretty_print(q)
      m = nil
      begin
        m = method(:inspect).owner
      rescue NameError
      end
      if m && m != Kernel
        q.text self.inspect
      elsif instance_variables.empty?
        q.text self.inspect
      else
        q.pp_object(self)
      end
    end

    def pretty_print_cycle(q)
      q.object_address_group(self) {
        q.breakable
        q.text '...'
      }
    end

    def pretty_print_instance_variables
      instance_variables.sort
    end

    def pretty_print_inspect
      if self.method(:pretty_print).owner == PP::ObjectMixin
        raise "pretty_print is not overridden for #{self.class}"
      end
      PP.singleline_pp(self, '')
    end
  end
end

class Object
  include PP::ObjectMixin
end

class Array
  def pretty_print(q)
    q.group(1, '[', ']') {
      q.seplist(self) { |v|
        q.pp v
      }
    }
  end

  def pretty_print_cycle(q)
    q.text(empty? ? '[]' : '[...]')
  end
end

class Hash
  def pretty_print(q)
    q.pp_hash self
  end

  def pretty_print_cycle(q)
    q.text(empty? ? '{}' : '{...}')
  end
end

class << ENV
  def pretty_print(q)
    q.pp_hash self
  end
end

class Struct
  def pretty_print(q)
    q.group(1, '#<struct ' + PP.mcall(self, Kernel, :class).name, '>') {
      q.seplist(PP.mcall(self, Struct, :members), lambda { q.text "," }) { |member|
        q.breakable
        q.text member.to_s
        q.text '='
        q.group(1) {
          q.breakable ''
          q.pp self[member]
        }
      }
    }
  end

  def pretty_print_cycle(q)
    q.text sprintf("#<struct %s:...>", PP.mcall(self, Kernel, :class).name)
  end
end

class Range
  def pretty_print(q)
    q.pp self.begin
    q.breakable ''
    q.text(self.exclude_end? ? '...' : '..')
    q.breakable ''
    q.pp self.end
  end
end

class File
  class Stat
    def pretty_print(q)
      q.text inspect
    end
  end
end

class MatchData
  def pretty_print(q)
    q.object_group(self) {
      q.breakable
      q.seplist(0...self.size, lambda { q.breakable }) { |i|
        q.pp self[i]
      }
    }
  end
end

[Numeric, Symbol, FalseClass, TrueClass, NilClass, Module].each { |c|
  c.class_eval {
    def pretty_print_cycle(q)
      q.text inspect
    end
  }
}

[Numeric, FalseClass, TrueClass, Module].each { |c|
  c.class_eval {
    def pretty_print(q)
      q.text inspect
    end
  }
}
