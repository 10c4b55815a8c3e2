# weakref.rb - WeakRef: a Delegator that does not keep its object alive;
# once the object is collected, using the reference raises RefError.

require 'delegate'

class WeakRef < Delegator
  class RefError < StandardError
  end

  # object id => ids of the WeakRefs to it; WeakRef id => object id
  @@id_map = {}
  @@id_rev_map = {}
  # Forgets a collected object or a collected WeakRef.
  @@final = lambda { |id|
    __old_status = Thread.critical
    Thread.critical = true
    begin
      rids = @@id_map[id]
      if rids
        for rid in rids
          @@id_rev_map.delete(rid)
        end
        @@id_map.delete(id)
      end
      rid = @@id_rev_map[id]
      if rid
        @@id_rev_map.delete(id)
        @@id_map[rid].delete(id)
        @@id_map.delete(rid) if @@id_map[rid].empty?
      end
    ensure
      Thread.critical = __old_status
    end
  }

  # The maps are filled before Delegator#initialize defines the
  # forwarding methods, which may already call __getobj__.
  def initialize(orig)
    ObjectSpace.define_finalizer self, @@final
    __setobj__(orig)
    super
  end

  # The object, or RefError once it was collected.
  def __getobj__
    unless @@id_rev_map[self.__id__] == @__id
      Kernel::raise RefError, 'Illegal Reference - probably recycled', Kernel::caller(2)
    end
    begin
      ObjectSpace._id2ref(@__id)
    rescue RangeError
      Kernel::raise RefError, 'Illegal Reference - probably recycled', Kernel::caller(2)
    end
  end

  # Points the reference at obj (as initialize does); answers obj's id.
  def __setobj__(obj)
    @__id = obj.__id__
    ObjectSpace.define_finalizer obj, @@final
    __old_status = Thread.critical
    begin
      Thread.critical = true
      (@@id_map[@__id] ||= []).push self.__id__
      @@id_rev_map[self.__id__] = @__id
    ensure
      Thread.critical = __old_status
    end
    @__id
  end

  def weakref_alive?
    @@id_rev_map[self.__id__] == @__id
  end
end

if __FILE__ == $0
  # run as a script: a reference answers for its object while it lives
  # (only names the interpreter knows already, but foo: symbol numbers
  # stay 1.8.7's)
  foo = Object.new
  p WeakRef.new(foo).inspect == foo.inspect
  ObjectSpace.garbage_collect
  p WeakRef.new(foo).weakref_alive?
end
