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
      klass.instance_eval { @__instance__ = nil }
      class << klass
        def instance
          return @__instance__ if @__instance__
          # one thread makes the instance (outside any critical section:
          # initialize may switch threads); the others wait for it
          saved = Thread.critical
          Thread.critical = true
          maker = instance_variable_defined?(:@singleton__maker__) && @singleton__maker__
          if maker && maker != Thread.current
            Thread.critical = saved
            return _instantiate? || instance
          end
          @singleton__maker__ = Thread.current
          Thread.critical = saved
          begin
            @__instance__ ||= new
          ensure
            remove_instance_variable(:@singleton__maker__)
          end
        end

        private

        # the instance once made (nil before); while another thread makes
        # it, waits for that thread
        def _instantiate?
          Thread.pass while instance_variable_defined?(:@singleton__maker__) && !@__instance__
          @__instance__
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
