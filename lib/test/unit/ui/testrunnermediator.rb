# test/unit/ui/testrunnermediator.rb - runs a suite for a runner, turning
# the suite's progress into events on its channels.

require 'test/unit'
require 'test/unit/testresult'
require 'test/unit/util/observable'

module Test
  module Unit
    module UI
      class TestRunnerMediator
        RESET = name + "::RESET"
        STARTED = name + "::STARTED"
        FINISHED = name + "::FINISHED"

        include Util::Observable

        def initialize(suite)
          @suite = suite
        end

        # Runs the suite, relaying every event; returns the TestResult.
        def run_suite
          Unit.run = true
          begin_time = Time.now
          notify_listeners(RESET, @suite.size)
          result = create_result
          notify_listeners(STARTED, result)
          result_listener = result.add_listener(TestResult::CHANGED) do |updated_result|
            notify_listeners(TestResult::CHANGED, updated_result)
          end
          fault_listener = result.add_listener(TestResult::FAULT) do |fault|
            notify_listeners(TestResult::FAULT, fault)
          end
          @suite.run(result) { |channel, value| notify_listeners(channel, value) }
          result.remove_listener(TestResult::FAULT, fault_listener)
          result.remove_listener(TestResult::CHANGED, result_listener)
          elapsed_time = Time.now - begin_time
          notify_listeners(FINISHED, elapsed_time)
          result
        end

        private

        def create_result
          TestResult.new
        end
      end
    end
  end
end
