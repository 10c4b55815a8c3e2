# test/unit.rb - Test::Unit, a unit testing framework.  Requiring it runs
# every Test::Unit::TestCase subclass when the program ends (through
# AutoRunner, so the command-line options apply), unless a runner has
# already run or Test::Unit.run = true.

require 'test/unit/testcase'
require 'test/unit/autorunner'

module Test
  module Unit
    # true once tests were run, so the at-exit run is skipped
    def self.run=(flag)
      @run = flag
    end

    def self.run?
      @run ||= false
    end
  end
end

at_exit do
  unless $! || Test::Unit.run?
    exit Test::Unit::AutoRunner.run
  end
end
