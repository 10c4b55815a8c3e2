# test/unit/autorunner.rb - runs every TestCase subclass defined (the
# at-exit run of test/unit).

require 'test/unit/testcase'
require 'test/unit/ui/console/testrunner'

module Test
  module Unit
    class AutoRunner
      def self.run(*args)
        suite = TestSuite.new($0.sub(/\.rb\z/, ''))
        TestCase.test_classes.sort_by { |c| c.name.to_s }.each do |klass|
          klass.suite.tests.each { |t| suite << t }
        end
        result = UI::Console::TestRunner.new(suite).start
        result.passed?
      end
    end
  end
end
