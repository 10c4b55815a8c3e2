# runit/cui/testrunner.rb - RUNIT's console runner: Test::Unit's, verbose
# unless quiet_mode, collecting into a RUNIT::TestResult.

require 'test/unit/ui/console/testrunner'
require 'runit/testresult'

module RUNIT
  module CUI
    class TestRunner < Test::Unit::UI::Console::TestRunner
      @@quiet_mode = false

      def self.run(suite)
        new.run(suite)
      end

      def initialize
        super nil
      end

      def run(suite, quiet_mode = @@quiet_mode)
        @suite = suite
        def @suite.suite
          self
        end
        @output_level = quiet_mode ? Test::Unit::UI::PROGRESS_ONLY : Test::Unit::UI::VERBOSE
        start
      end

      # a mediator whose results are RUNIT::TestResults
      def create_mediator(suite)
        mediator = Test::Unit::UI::TestRunnerMediator.new(suite)
        class << mediator
          attr_writer :result_delegate
          def create_result
            @result_delegate.create_result
          end
        end
        mediator.result_delegate = self
        mediator
      end

      def create_result
        RUNIT::TestResult.new
      end

      def self.quiet_mode=(boolean)
        @@quiet_mode = boolean
      end
    end
  end
end
