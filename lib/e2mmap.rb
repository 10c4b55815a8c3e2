# e2mmap.rb - Exception2MessageMapper: a class or module extended with it
# declares exceptions with message formats (def_exception, def_e2message)
# and raises them with Raise/Fail, the format filled from the arguments.

module Exception2MessageMapper
  E2MM = Exception2MessageMapper

  # message formats: {class or module => {exception class => format}}
  @message_map = {}

  def E2MM.extend_object(cl)
    super
    cl.bind(self) unless cl.kind_of?(Class) && cl < E2MM
  end

  # Give cl's instances Raise and Fail, and have modules including cl
  # extended too.
  def bind(cl)
    # evaluated without a file name: backtraces show "(eval):3:in `Raise'"
    module_eval <<-SRC

      def Raise(err = nil, *rest)
        Exception2MessageMapper.Raise(self.class, err, *rest)
      end
      alias Fail Raise

      def self.included(mod)
        mod.extend Exception2MessageMapper
      end
    SRC
  end

  def Raise(err = nil, *rest)
    E2MM.Raise(self, err, *rest)
  end
  alias Fail Raise

  # a registered exception class goes through Raise, anything else to Kernel#fail
  def fail(err = nil, *rest)
    if err.kind_of?(Class) && E2MM.e2mm_message(self, err)
      Raise(err, *rest)
    else
      fail!(err, *rest)
    end
  end

  def fail!(*args)
    Kernel.fail(*args)
  end
  private :fail!

  def def_e2message(c, m)
    E2MM.def_e2message(self, c, m)
  end

  def def_exception(n, m, s = StandardError)
    E2MM.def_exception(self, n, m, s)
  end

  def E2MM.def_e2message(k, c, m)
    (@message_map[k] ||= {})[c] = m
    c
  end

  # a new exception class n (under k) of superclass s, with format m
  def E2MM.def_exception(k, n, m, s = StandardError)
    n = n.id2name if n.kind_of?(Symbol)
    e = Class.new(s)
    k.const_set(n, e)
    E2MM.def_e2message(k, e, m)
    e
  end

  # raise err with its format (looked up in klass and its ancestors)
  # filled from rest
  def E2MM.Raise(klass = E2MM, err = nil, *rest)
    if (form = e2mm_message(klass, err))
      # the backtrace starts where the caller is, not in this file
      bt = caller(1)
      bt.shift while bt.size > 1 && bt[0].index("#{__FILE__}:") == 0
      raise err, sprintf(form, *rest), bt
    else
      E2MM.Fail E2MM, ErrNotRegisteredException, err.inspect
    end
  end

  class << E2MM
    alias Fail Raise
    alias fail Raise
  end

  # the format for exp, its #{...} evaluated in klass (1.8.7: 'at #{self}')
  def E2MM.e2mm_message(klass, exp)
    klass.ancestors.each do |c|
      map = @message_map[c]
      return klass.instance_eval('"' + map[exp] + '"') if map && map.key?(exp)
    end
    nil
  end

  class << E2MM
    alias message e2mm_message
  end

  # extend the self of binding b
  def E2MM.extend_to(b)
    c = eval('self', b)
    c.extend(self)
  end

  E2MM.def_exception(E2MM, :ErrNotRegisteredException, 'not registerd exception(%s)')
end
