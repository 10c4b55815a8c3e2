# runit/testresult.rb - a Test::Unit result under RUNIT's names; faults
# answer at and err.

require 'test/unit/testresult'

module RUNIT
  class TestResult < Test::Unit::TestResult
    attr_reader :errors, :failures

    def succeed?
      @errors.size == 0 && @failures.size == 0
    end

    def run_asserts
      @assertion_count
    end

    def run_tests
      @run_count
    end

    def add_failure(failure)
      def failure.at
        location
      end
      def failure.err
        message
      end
      super
    end

    # at is broken for errors as in 1.8.7: an error has no location
    def add_error(error)
      def error.at
        location
      end
      def error.err
        exception
      end
      super
    end

    def failure_size
      failure_count
    end

    def error_size
      error_count
    end
  end
end
