# test/unit/testcase.rb - TestCase, TestSuite, TestResult, Failure, Error.

require 'test/unit/assertions'

module Test
  module Unit
    # true for backtrace lines inside the test/unit library
    def self.internal_line?(line)
      line.index(File.dirname(__FILE__) + '/') == 0 || line =~ %r{/test/unit(/|\.rb:)}
    end

    def self.filter_backtrace(backtrace)
      bt = (backtrace || []).dup
      bt.shift while !bt.empty? && internal_line?(bt.first)
      result = []
      bt.each do |l|
        break if internal_line?(l)
        result << l
      end
      result.empty? ? bt : result
    end

    class Failure
      attr_reader :test_name, :location, :message

      def initialize(test_name, location, message)
        @test_name = test_name
        @location = location
        @message = message
      end

      def single_character_display
        "F"
      end

      def short_display
        "#{@test_name}: #{@message.split("\n")[0]}"
      end

      def long_display
        location_display = if location.size == 1
          location[0].sub(/\A(.+:\d+).*/, ' [\\1]')
        else
          "\n    [#{location.join("\n     ")}]"
        end
        "Failure:\n#{@test_name}#{location_display}:\n#{@message}"
      end

      def to_s
        long_display
      end
    end

    class Error
      attr_reader :test_name, :exception

      def initialize(test_name, exception)
        @test_name = test_name
        @exception = exception
      end

      def single_character_display
        "E"
      end

      def message
        "#{@exception.class.name}: #{@exception.message}"
      end

      def short_display
        "#{@test_name}: #{message.split("\n")[0]}"
      end

      def long_display
        bt = Unit.filter_backtrace(@exception.backtrace).join("\n    ")
        "Error:\n#{@test_name}:\n#{message}\n    #{bt}"
      end

      def to_s
        long_display
      end
    end

    class TestResult
      CHANGED = "CHANGED"
      FAULT = "FAULT"

      attr_reader :run_count, :assertion_count

      def initialize
        @run_count = @assertion_count = 0
        @failures = []
        @errors = []
        @listeners = []
      end

      def add_listener(&block)
        @listeners << block
      end

      def notify(kind, arg)
        @listeners.each { |l| l.call(kind, arg) }
      end
      private :notify

      def add_run
        @run_count += 1
        notify(CHANGED, self)
      end

      def add_failure(failure)
        @failures << failure
        notify(FAULT, failure)
        notify(CHANGED, self)
      end

      def add_error(error)
        @errors << error
        notify(FAULT, error)
        notify(CHANGED, self)
      end

      def add_assertion
        @assertion_count += 1
        notify(CHANGED, self)
      end

      def to_s
        "#{run_count} tests, #{assertion_count} assertions, #{failure_count} failures, #{error_count} errors"
      end

      def passed?
        @failures.empty? && @errors.empty?
      end

      def failure_count
        @failures.size
      end

      def error_count
        @errors.size
      end
    end

    class TestSuite
      STARTED = name + "::STARTED"
      FINISHED = name + "::FINISHED"

      attr_reader :name, :tests

      def initialize(name = "Unnamed TestSuite")
        @name = name
        @tests = []
      end

      def run(result, &progress_block)
        yield(STARTED, name)
        @tests.each { |test| test.run(result, &progress_block) }
        yield(FINISHED, name)
      end

      def <<(test)
        @tests << test
        self
      end

      def delete(test)
        @tests.delete(test)
      end

      def size
        @tests.inject(0) { |s, t| s + t.size }
      end

      def empty?
        tests.empty?
      end

      def to_s
        @name
      end
    end

    class TestCase
      include Assertions

      STARTED = name + "::STARTED"
      FINISHED = name + "::FINISHED"

      PASSTHROUGH_EXCEPTIONS = [NoMemoryError, SignalException, Interrupt, SystemExit]

      attr_reader :method_name

      def self.inherited(sub)
        super
        (@@test_classes ||= []) << sub
      end

      def self.test_classes
        @@test_classes ||= []
      end

      def self.suite
        names = public_instance_methods(true).select { |m| m =~ /\Atest./ }.sort
        suite = TestSuite.new(name)
        names.each { |m| suite << new(m) }
        if suite.empty?
          suite << new("default_test")
        end
        suite
      end

      def initialize(test_method_name)
        unless respond_to?(test_method_name) &&
            (method(test_method_name).arity == 0 || method(test_method_name).arity == -1)
          raise ArgumentError, "Method `#{test_method_name}' not found or has arguments"
        end
        @method_name = test_method_name.to_s
        @test_passed = true
      end

      def run(result)
        yield(STARTED, name)
        @_result = result
        begin
          setup
          __send__(@method_name)
        rescue AssertionFailedError => e
          add_failure(e.message, e.backtrace)
        rescue Exception => e
          raise if PASSTHROUGH_EXCEPTIONS.any? { |k| e.kind_of?(k) }
          add_error(e)
        ensure
          begin
            teardown
          rescue AssertionFailedError => e
            add_failure(e.message, e.backtrace)
          rescue Exception => e
            raise if PASSTHROUGH_EXCEPTIONS.any? { |k| e.kind_of?(k) }
            add_error(e)
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

      def passed?
        @test_passed
      end

      def size
        1
      end

      def add_assertion
        @_result.add_assertion if @_result
      end
      private :add_assertion

      def add_failure(message, all_locations = caller)
        @test_passed = false
        @_result.add_failure(Failure.new(name, Unit.filter_backtrace(all_locations), message))
      end
      private :add_failure

      def add_error(exception)
        @test_passed = false
        @_result.add_error(Error.new(name, exception))
      end
      private :add_error

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
    end
  end
end
