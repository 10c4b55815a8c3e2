# e2mmap.rb - Exception2MessageMapper: classes and modules declare their
# exceptions with message formats (def_exception, def_e2message) and raise
# them with arguments (Raise/Fail).

module Exception2MessageMapper
  E2MM = Exception2MessageMapper

  def E2MM.extend_object(cl)
    super
    cl.bind(self)
  end

  # Makes instances of +cl+ able to Raise, and modules including it
  # mappers too.
  def bind(cl)
    self.module_eval %[
      def Raise(err = nil, *rest)
        Exception2MessageMapper.Raise(self.class, err, *rest)
      end
      alias Fail Raise

      def self.included(mod)
        mod.extend Exception2MessageMapper
      end
    ]
  end

  # Kernel#fail stays reachable as fail!
  alias fail! fail

  def Raise(err = nil, *rest)
    E2MM.Raise(self, err, *rest)
  end
  alias Fail Raise
  alias fail Raise

  def def_e2message(c, m)
    E2MM.def_e2message(self, c, m)
  end

  def def_exception(n, m, s = StandardError)
    E2MM.def_exception(self, n, m, s)
  end

  # the message formats: [class, exception class] => format
  @MessageMap = {}

  def E2MM.def_e2message(k, c, m)
    E2MM.instance_eval { @MessageMap[[k, c]] = m }
    c
  end

  # Defines exception class +n+ (under +s+) in +k+ with message format +m+.
  def E2MM.def_exception(k, n, m, s = StandardError)
    n = n.id2name if n.kind_of?(Fixnum)
    e = Class.new(s)
    E2MM.instance_eval { @MessageMap[[k, e]] = m }
    k.const_set(n, e)
  end

  # Raises +err+ with its format (for +klass+ or an ancestor) applied to
  # +rest+.
  def E2MM.Raise(klass = E2MM, err = nil, *rest)
    if form = e2mm_message(klass, err)
      b = $@.nil? ? caller(1) : $@
      b.shift if b[0] =~ /^#{Regexp.quote(__FILE__)}:/
      raise err, sprintf(form, *rest), b
    else
      E2MM.Fail E2MM, ErrNotRegisteredException, err.inspect
    end
  end

  class << E2MM
    alias Fail Raise
    alias fail Raise
  end

  def E2MM.e2mm_message(klass, exp)
    for c in klass.ancestors
      if mes = @MessageMap[[c, exp]]
        m = klass.instance_eval('"' + mes + '"')
        return m
      end
    end
    nil
  end

  class << self
    alias message e2mm_message
  end

  def E2MM.extend_to(b)
    c = eval('self', b)
    c.extend(self)
  end

  E2MM.def_exception(E2MM, :ErrNotRegisteredException,
                     'not registerd exception(%s)')
end
