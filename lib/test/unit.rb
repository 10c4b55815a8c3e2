# test/unit.rb - Test::Unit: a unit testing framework. Requiring it runs
# every Test::Unit::TestCase subclass at exit unless Test::Unit.run = true.

require 'test/unit/testcase'
require 'test/unit/autorunner'

module Test
  module Unit
    @run = false

    def self.run=(flag)
      @run = flag
    end

    def self.run?
      @run
    end
  end
end

at_exit do
  unless $! || Test::Unit.run?
    exit Test::Unit::AutoRunner.run
  end
end
