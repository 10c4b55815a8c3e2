# finalize.rb - Finalizer: finalization dependencies.  When an object is
# collected (or on request), each dependant registered for it gets
# dependant.send(method, id, *opt).  As in 1.8.7 the method is given as a
# String (it is interned; the Symbol default is not accepted).

module Finalizer
  RCS_ID = '-$Id: finalize.rb,v 1.4 1998/02/27 05:34:33 keiju Exp keiju $-'

  # object id => [[dependant, method, *opt], ...]
  @dependency = Hash.new { |h, k| h[k] = [] }

  def self.id_of(id)
    id.kind_of?(Integer) ? id : id.__id__
  end
  private_class_method :id_of

  # Registers +dependant+ to be told (with +method+) when +obj+ goes;
  # returns the registrations for +obj+.
  def self.add_dependency(obj, dependant, method = :finalize, *opt)
    method = method.intern unless method.kind_of?(Integer)
    assoc = [dependant, method].concat(opt)
    id = id_of(obj)
    ObjectSpace.call_finalizer(obj)   # (deprecated, and warns so, as in 1.8.7)
    @dependency[id].push assoc
    @dependency[id]
  end

  def self.delete_dependency(id, dependant, method = :finalize)
    method = method.intern
    id = id_of(id)
    @dependency[id].delete_if { |d, m, *o| d == dependant && m == method }
    @dependency.delete(id) if @dependency[id].empty?
  end

  def self.delete_all_dependency(id, dependant)
    id = id_of(id)
    @dependency[id].delete_if { |d, *o| d == dependant }
    @dependency.delete(id) if @dependency[id].empty?
  end

  def self.delete_by_dependant(dependant, method = :finalize)
    method = method.intern
    for id in @dependency.keys
      delete_dependency(id, dependant, method.to_s)
    end
  end

  def self.delete_all_by_dependant(dependant)
    for id in @dependency.keys
      delete_all_dependency(id, dependant)
    end
  end

  # Tells the dependant now and forgets the registration.
  def self.finalize_dependency(id, dependant, method = :finalize)
    method = method.intern
    id = id_of(id)
    for assocs in @dependency[id].select { |d, m, *o| d == dependant && m == method }
      assocs[0].send(assocs[1], id, *assocs[2..-1])
    end
    delete_dependency(id, dependant, method.to_s)
  end

  def self.finalize_all_dependency(id, dependant)
    id = id_of(id)
    for assocs in @dependency[id].select { |d, *o| d == dependant }
      assocs[0].send(assocs[1], id, *assocs[2..-1])
    end
    delete_all_dependency(id, dependant)
  end

  def self.finalize_by_dependant(dependant, method = :finalize)
    method = method.intern
    for id in @dependency.keys
      finalize_dependency(id, dependant, method.to_s)
    end
  end

  def self.finalize_all_by_dependant(dependant)
    for id in @dependency.keys
      finalize_all_dependency(id, dependant)
    end
  end

  def self.finalize_all
    for id, assocs in @dependency
      for dependant, method, *opt in assocs
        dependant.send(method, id, *opt)
      end
    end
    @dependency.clear
  end

  # Runs the block with finalization put off.
  def self.safe
    old_status = Thread.critical
    Thread.critical = true
    begin
      yield
    ensure
      Thread.critical = old_status
    end
  end

  # objects still alive at exit are not finalized through here
  at_exit { @exiting = true }

  def self.final_of(id)
    return if @exiting
    if assocs = @dependency.delete(id)
      for dependant, method, *opt in assocs
        dependant.send(method, id, *opt)
      end
    end
  end
  private_class_method :final_of

  # As 1.8.7's: one finalizer (the deprecated add_finalizer, which warns)
  # for every object call_finalizer marked.
  ObjectSpace.add_finalizer(proc { |oid| final_of(oid) })

  class << self
    alias add add_dependency
    alias delete delete_dependency
    alias finalize finalize_dependency
  end
end
