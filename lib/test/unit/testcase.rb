# test/unit/testcase.rb - TestCase: each public method named test* of a
# subclass is one test, run between setup and teardown.

require 'test/unit/assertions'
require 'test/unit/failure'
require 'test/unit/error'
require 'test/unit/testsuite'
require 'test/unit/assertionfailederror'
require 'test/unit/util/backtracefilter'

module Test
  module Unit
    class TestCase
      include Assertions
      include Util::BacktraceFilter

      attr_reader :method_name

      STARTED = name + "::STARTED"
      FINISHED = name + "::FINISHED"

      # exceptions a test may not swallow: they end the whole run
      PASSTHROUGH_EXCEPTIONS = [NoMemoryError, SignalException, Interrupt, SystemExit]

      # throws :invalid_test unless test_method_name names a method that
      # takes no argument
      def initialize(test_method_name)
        unless respond_to?(test_method_name) &&
            (method(test_method_name).arity == 0 || method(test_method_name).arity == -1)
          throw :invalid_test
        end
        @method_name = test_method_name
        @test_passed = true
      end

      # a suite of this case's tests in name order, or of default_test
      def self.suite
        method_names = public_instance_methods(true)
        tests = method_names.delete_if { |method_name| method_name !~ /^test./ }
        suite = TestSuite.new(name)
        tests.sort.each do |test|
          catch(:invalid_test) { suite << new(test) }
        end
        if suite.empty?
          catch(:invalid_test) { suite << new("default_test") }
        end
        suite
      end

      def run(result)
        yield(STARTED, name)
        @_result = result
        begin
          setup
          __send__(@method_name)
        rescue AssertionFailedError => e
          add_failure(e.message, e.backtrace)
        rescue Exception
          raise if PASSTHROUGH_EXCEPTIONS.include?($!.class)
          add_error($!)
        ensure
          begin
            teardown
          rescue AssertionFailedError => e
            add_failure(e.message, e.backtrace)
          rescue Exception
            raise if PASSTHROUGH_EXCEPTIONS.include?($!.class)
            add_error($!)
          end
        end
        result.add_run
        yield(FINISHED, name)
      end

      def setup
      end

      def teardown
      end

      def default_test
        flunk("No tests were specified")
      end

      def size
        1
      end

      def name
        "#{@method_name}(#{self.class.name})"
      end

      def to_s
        name
      end

      def ==(other)
        return false unless other.kind_of?(self.class)
        return false unless @method_name == other.method_name
        self.class == other.class
      end

      private

      def passed?
        @test_passed
      end

      def add_assertion
        @_result.add_assertion
      end

      def add_failure(message, all_locations = caller())
        @test_passed = false
        @_result.add_failure(Failure.new(name, filter_backtrace(all_locations), message))
      end

      def add_error(exception)
        @test_passed = false
        @_result.add_error(Error.new(name, exception))
      end
    end
  end
end
