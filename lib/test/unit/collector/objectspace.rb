# test/unit/collector/objectspace.rb - collects every TestCase subclass
# that exists.

require 'test/unit/collector'

module Test
  module Unit
    module Collector
      class ObjectSpace
        include Collector

        NAME = 'collected from the ObjectSpace'

        def initialize(source = ::ObjectSpace)
          super()
          @source = source
        end

        def collect(name = NAME)
          suite = TestSuite.new(name)
          sub_suites = []
          @source.each_object(Class) do |klass|
            add_suite(sub_suites, klass.suite) if Test::Unit::TestCase > klass
          end
          sort(sub_suites).each { |s| suite << s }
          suite
        end
      end
    end
  end
end
