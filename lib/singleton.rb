# singleton.rb - the Singleton module: a class with exactly one instance.

module Singleton
  def clone
    raise TypeError, "can't clone instance of singleton #{self.class}"
  end

  def dup
    raise TypeError, "can't dup instance of singleton #{self.class}"
  end

  def _dump(depth = -1)
    ''
  end

  class << Singleton
    # the class methods a Singleton class gets: a constant of Singleton's
    # singleton class as in 1.8.7, so not among Singleton's constants
    module SingletonClassMethods
      def clone
        Singleton.__init__(super)
      end

      def _load(str)
        instance
      end

      private

      def inherited(sub_klass)
        super
        Singleton.__init__(sub_klass)
      end
    end

    def __init__(klass)
      klass.instance_eval { @singleton__instance__ = nil }
      class << klass
        def instance
          return @singleton__instance__ if @singleton__instance__
          if defined?(Thread) && Thread.respond_to?(:critical=)
            saved = Thread.critical
            Thread.critical = true
            begin
              @singleton__instance__ ||= new
            ensure
              Thread.critical = saved
            end
          else
            @singleton__instance__ ||= new
          end
          @singleton__instance__
        end
      end
      klass
    end

    private

    # a single object cannot be made a Singleton
    undef_method :extend_object

    def append_features(mod)
      unless mod.instance_of?(Class)
        raise TypeError, "Inclusion of the OO-Singleton module in module #{mod}"
      end
      super
    end

    def included(klass)
      super
      klass.private_class_method :new, :allocate
      klass.extend SingletonClassMethods
      Singleton.__init__(klass)
    end
  end
end
