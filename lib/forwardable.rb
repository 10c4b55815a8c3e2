# forwardable.rb - Forwardable and SingleForwardable: method delegation.

module Forwardable
  @debug = nil
  class << self
    attr_accessor :debug
  end

  def instance_delegate(hash)
    hash.each do |methods, accessor|
      methods = [methods] unless methods.respond_to?(:each)
      methods.each { |m| def_instance_delegator(accessor, m) }
    end
  end

  def def_instance_delegators(accessor, *methods)
    methods.delete("__send__")
    methods.delete("__id__")
    methods.each { |m| def_instance_delegator(accessor, m) }
  end

  def def_instance_delegator(accessor, method, ali = method)
    accessor = accessor.id2name if accessor.kind_of?(Integer)
    method = method.id2name if method.kind_of?(Integer)
    ali = ali.id2name if ali.kind_of?(Integer)
    module_eval(<<-EOS, "(__FORWARDABLE__)", 1)
      def #{ali}(*args, &block)
        begin
          #{accessor}.__send__(:#{method}, *args, &block)
        rescue Exception
          $@.delete_if { |s| /^\\(__FORWARDABLE__\\):/ =~ s } unless Forwardable.debug
          Kernel.raise
        end
      end
    EOS
  end

  alias def_delegators def_instance_delegators
  alias def_delegator def_instance_delegator
end

module SingleForwardable
  def single_delegate(hash)
    hash.each do |methods, accessor|
      methods = [methods] unless methods.respond_to?(:each)
      methods.each { |m| def_singleton_delegator(accessor, m) }
    end
  end

  def def_singleton_delegators(accessor, *methods)
    methods.delete("__send__")
    methods.delete("__id__")
    methods.each { |m| def_singleton_delegator(accessor, m) }
  end

  def def_singleton_delegator(accessor, method, ali = method)
    accessor = accessor.id2name if accessor.kind_of?(Integer)
    method = method.id2name if method.kind_of?(Integer)
    ali = ali.id2name if ali.kind_of?(Integer)
    instance_eval(<<-EOS, "(__FORWARDABLE__)", 1)
      def #{ali}(*args, &block)
        begin
          #{accessor}.__send__(:#{method}, *args, &block)
        rescue Exception
          $@.delete_if { |s| /^\\(__FORWARDABLE__\\):/ =~ s } unless Forwardable.debug
          Kernel.raise
        end
      end
    EOS
  end

  alias def_delegators def_singleton_delegators
  alias def_delegator def_singleton_delegator
end
