# test/unit/ui/console/testrunner.rb - runs a suite, reporting progress
# and results as text.

require 'test/unit/testcase'

module Test
  module Unit
    module UI
      SILENT = 0
      PROGRESS_ONLY = 1
      NORMAL = 2
      VERBOSE = 3

      module Console
        class TestRunner
          def self.run(suite, output_level = NORMAL)
            new(suite, output_level).start
          end

          def initialize(suite, output_level = NORMAL, io = STDOUT)
            @suite = suite.respond_to?(:suite) ? suite.suite : suite
            @output_level = output_level
            @io = io
            @already_outputted = false
            @faults = []
          end

          def start
            output("Loaded suite #{@suite.name}")
            result = TestResult.new
            result.add_listener do |kind, arg|
              if kind == TestResult::FAULT
                @faults << arg
                output_single(arg.single_character_display, PROGRESS_ONLY)
                @already_outputted = true
              end
            end
            output("Started")
            start_time = Time.now
            @suite.run(result) do |kind, name|
              case kind
              when TestCase::STARTED
                output_single(name + ": ", VERBOSE)
              when TestCase::FINISHED
                output_single(".", PROGRESS_ONLY) unless @already_outputted
                nl(VERBOSE)
                @already_outputted = false
              end
            end
            elapsed = Time.now - start_time
            nl
            output("Finished in #{elapsed} seconds.")
            @faults.each_with_index do |fault, index|
              nl
              output("%3d) %s" % [index + 1, fault.long_display])
            end
            nl
            output(result.to_s)
            result
          end

          private

          def nl(level = NORMAL)
            output("", level)
          end

          def output(something, level = NORMAL)
            @io.puts(something) if output?(level)
            @io.flush
          end

          def output_single(something, level = NORMAL)
            @io.write(something) if output?(level)
            @io.flush
          end

          def output?(level)
            level <= @output_level
          end
        end
      end
    end
  end
end
