# test/unit/error.rb - an exception a test raised, as reported by the runners.

require 'test/unit/util/backtracefilter'

module Test
  module Unit
    class Error
      include Util::BacktraceFilter

      attr_reader :test_name, :exception

      SINGLE_CHARACTER = 'E'

      def initialize(test_name, exception)
        @test_name = test_name
        @exception = exception
      end

      def single_character_display
        SINGLE_CHARACTER
      end

      def message
        "#{@exception.class.name}: #{@exception.message}"
      end

      def short_display
        "#@test_name: #{message.split("\n")[0]}"
      end

      def long_display
        backtrace = filter_backtrace(@exception.backtrace).join("\n    ")
        "Error:\n#@test_name:\n#{message}\n    #{backtrace}"
      end

      def to_s
        long_display
      end
    end
  end
end
