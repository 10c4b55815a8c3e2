# test/unit/ui/testrunnerutilities.rb - class methods shared by the runners.

module Test
  module Unit
    module UI
      SILENT = 0
      PROGRESS_ONLY = 1
      NORMAL = 2
      VERBOSE = 3

      module TestRunnerUtilities
        # Runs suite with a new runner of this class.
        def run(suite, output_level = NORMAL)
          new(suite, output_level).start
        end

        # Requires the file named like ARGV[0]'s last constant and runs the
        # suite ARGV[0] names.
        def start_command_line_test
          if ARGV.empty?
            puts "You should supply the name of a test suite file to the runner"
            exit
          end
          require ARGV[0].gsub(/.+::/, '')
          new(eval(ARGV[0])).start
        end
      end
    end
  end
end
