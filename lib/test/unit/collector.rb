# test/unit/collector.rb - what the collectors share: filtering the tests
# of a suite and ordering suites by name.

module Test
  module Unit
    module Collector
      def initialize
        @filters = []
      end

      def filter=(filters)
        @filters = case filters
          when Proc
            [filters]
          when Array
            filters
          end
      end

      # Keeps the tests of suite that pass the filters; adds the suite to
      # destination unless that leaves it empty.
      def add_suite(destination, suite)
        to_delete = suite.tests.find_all { |t| !include?(t) }
        to_delete.each { |t| suite.delete(t) }
        destination << suite unless suite.size == 0
      end

      # The first filter answering true or false decides; nil passes on.
      def include?(test)
        return true if @filters.empty?
        @filters.each do |filter|
          result = filter[test]
          next if result.nil?
          return !!result
        end
        true
      end

      def sort(suites)
        suites.sort_by { |s| s.name }
      end
    end
  end
end
