# runit/testcase.rb - RUNIT::TestCase: a Test::Unit::TestCase with RUNIT's
# assertions, tests named Class#method and suites in method-table order.
# Requiring it alone loads no runner, so nothing runs at exit.

require 'runit/testresult'
require 'runit/testsuite'
require 'runit/assert'
require 'runit/error'
require 'test/unit/testcase'

module RUNIT
  class TestCase < Test::Unit::TestCase
    include RUNIT::Assert

    # every public method whose name starts with "test", unsorted
    def self.suite
      method_names = instance_methods(true)
      tests = method_names.delete_if { |method_name| method_name !~ /^test/ }
      suite = TestSuite.new(name)
      tests.each do |test|
        catch(:invalid_test) { suite << new(test, name) }
      end
      suite
    end

    # suite_name is accepted for RUNIT's interface and not used
    def initialize(test_name, suite_name = self.class.name)
      super(test_name)
    end

    def assert_equals(*args)
      assert_equal(*args)
    end

    def name
      super.sub(/^(.*?)\((.*)\)$/, '\2#\1')
    end

    def run(result, &block)
      setup_assert
      super
    end
  end
end
