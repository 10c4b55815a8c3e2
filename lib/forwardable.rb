# forwardable.rb - Forwardable and SingleForwardable: method delegation.
#
# Both modules define methods that pass their arguments and block on to an
# accessor (an instance variable, a method, a constant); Forwardable defines
# them in the class extended with it, SingleForwardable on the object
# itself.  Frames of the generated methods are dropped from backtraces
# unless Forwardable.debug is set.

module Forwardable
  @debug = nil
  class << self
    attr_accessor :debug

    # the file name given to generated methods (dropped from backtraces)
    def file() '(__FORWARDABLE__)' end

    # Ruby source of a method +name+ that forwards to accessor.method
    def delegator_source(accessor, method, name)
      accessor, method, name = [accessor, method, name].map do |s|
        s.kind_of?(Integer) ? s.id2name : s.to_s
      end
      "def #{name}(*args, &block)\n" \
      "  #{accessor}.__send__(:#{method}, *args, &block)\n" \
      "rescue Exception\n" \
      "  $@.reject! { |line| line.index('(__FORWARDABLE__)') == 0 } unless Forwardable.debug\n" \
      "  Kernel.raise\n" \
      "end\n"
    end

    # each method named in +methods+ but __send__ and __id__
    def each_name(methods)
      methods.each { |m| yield m unless m.to_s == "__send__" || m.to_s == "__id__" }
    end

    private :file, :delegator_source, :each_name
  end

  def def_instance_delegators(accessor, *methods)
    Forwardable.__send__(:each_name, methods) { |m| def_instance_delegator(accessor, m) }
  end

  def def_instance_delegator(accessor, method, ali = method)
    module_eval(Forwardable.__send__(:delegator_source, accessor, method, ali),
                Forwardable.__send__(:file), 1)
  end

  alias def_delegators def_instance_delegators
  alias def_delegator def_instance_delegator
end

module SingleForwardable
  def def_singleton_delegators(accessor, *methods)
    Forwardable.__send__(:each_name, methods) { |m| def_singleton_delegator(accessor, m) }
  end

  def def_singleton_delegator(accessor, method, ali = method)
    instance_eval(Forwardable.__send__(:delegator_source, accessor, method, ali),
                  Forwardable.__send__(:file), 1)
  end

  alias def_delegators def_singleton_delegators
  alias def_delegator def_singleton_delegator
end
