# delegate.rb - Delegator, SimpleDelegator and DelegateClass: objects that
# forward their methods to another object.

class Delegator
  IgnoreBacktracePat = %r"\A#{Regexp.quote(__FILE__)}:\d+:in `"

  def self.delegating_block_source(m)
    sym = m.to_sym.inspect
    "def #{m}(*args, &block)\n" \
    "  begin\n" \
    "    __getobj__.__send__(#{sym}, *args, &block)\n" \
    "  rescue Exception\n" \
    "    $@.delete_if { |s| Delegator::IgnoreBacktracePat =~ s }\n" \
    "    Kernel.raise\n" \
    "  end\n" \
    "end\n"
  end

  def self.definable?(m)
    m =~ /\A[A-Za-z_][A-Za-z_0-9]*[?!=]?\z/ ||
      %w(+ - * / % ** == === =~ < <= > >= <=> << >> & | ^ ~ +@ -@ [] []=).include?(m)
  end

  def self.preserved_methods
    ::Kernel.public_instance_methods(false) - %w(to_s to_a inspect == =~ ===) +
      %w(__getobj__ __setobj__ singleton_method_added)
  end

  private_class_method :delegating_block_source, :definable?, :preserved_methods

  def initialize(obj)
    preserved = Delegator.__send__(:preserved_methods)
    # the methods of the delegator's own classes (up to Delegator) stay theirs
    self.class.ancestors.each do |c|
      preserved |= c.public_instance_methods(false) |
                   c.private_instance_methods(false) | c.protected_instance_methods(false)
      break if c == Delegator
    end
    src = ""
    for m in obj.methods
      next if preserved.include?(m)
      next unless Delegator.__send__(:definable?, m)
      src << Delegator.__send__(:delegating_block_source, m)
    end
    instance_eval(src, __FILE__, __LINE__) unless src.empty?
  end

  def method_missing(m, *args, &block)
    target = self.__getobj__
    unless target.respond_to?(m)
      super(m, *args, &block)
    end
    target.__send__(m, *args, &block)
  end

  def respond_to?(m, include_private = false)
    return true if super
    self.__getobj__.respond_to?(m, include_private)
  end

  def __getobj__
    raise NotImplementedError, "need to define `__getobj__'"
  end

  def marshal_dump
    __getobj__
  end

  def marshal_load(obj)
    initialize_methods(obj)
    __setobj__(obj)
  end

  def initialize_methods(obj)
    Delegator.instance_method(:initialize).bind(self).call(obj)
  end
  private :initialize_methods
end

class SimpleDelegator < Delegator
  def initialize(obj)
    super
    @_sd_obj = obj
  end

  def __getobj__
    @_sd_obj
  end

  def __setobj__(obj)
    raise ArgumentError, "cannot delegate to self" if self.equal?(obj)
    @_sd_obj = obj
  end

  def clone
    copy = super
    copy.__setobj__(__getobj__.clone)
    copy
  end

  def dup
    copy = super
    copy.__setobj__(__getobj__.clone)
    copy
  end
end

Delegater = Delegator
SimpleDelegater = SimpleDelegator

def DelegateClass(superclass)
  klass = Class.new
  methods = superclass.public_instance_methods(true)
  methods -= Delegator.__send__(:preserved_methods)
  klass.module_eval do
    def initialize(obj)
      @_dc_obj = obj
    end
    def method_missing(m, *args, &block)
      unless @_dc_obj.respond_to?(m)
        super(m, *args, &block)
      end
      @_dc_obj.__send__(m, *args, &block)
    end
    def respond_to?(m, include_private = false)
      return true if super
      @_dc_obj.respond_to?(m, include_private)
    end
    def __getobj__
      @_dc_obj
    end
    def __setobj__(obj)
      raise ArgumentError, "cannot delegate to self" if self.equal?(obj)
      @_dc_obj = obj
    end
    def clone
      copy = super
      copy.__setobj__(__getobj__.clone)
      copy
    end
    def dup
      copy = super
      copy.__setobj__(__getobj__.clone)
      copy
    end
    def ==(obj)
      return true if obj.equal?(self)
      @_dc_obj == obj
    end
  end
  src = ""
  for m in methods
    next if %w(== __getobj__ __setobj__ respond_to? method_missing).include?(m)
    next unless Delegator.__send__(:definable?, m)
    src << Delegator.__send__(:delegating_block_source, m)
  end
  klass.module_eval(src, __FILE__, __LINE__)
  klass
end
