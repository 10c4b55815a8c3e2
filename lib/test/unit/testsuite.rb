# test/unit/testsuite.rb - a named collection of tests and suites, run in
# the order they were added.

module Test
  module Unit
    class TestSuite
      attr_reader :name, :tests

      STARTED = name + "::STARTED"
      FINISHED = name + "::FINISHED"

      def initialize(name = "Unnamed TestSuite")
        @name = name
        @tests = []
      end

      # Runs every test, yielding STARTED/FINISHED events to the block.
      def run(result, &progress_block)
        yield(STARTED, name)
        @tests.each { |test| test.run(result, &progress_block) }
        yield(FINISHED, name)
      end

      def <<(test)
        @tests << test
        self
      end

      def delete(test)
        @tests.delete(test)
      end

      # the number of test methods, counting into nested suites
      def size
        total_size = 0
        @tests.each { |test| total_size += test.size }
        total_size
      end

      def empty?
        tests.empty?
      end

      def to_s
        @name
      end

      def ==(other)
        return false unless other.kind_of?(self.class)
        return false unless @name == other.name
        @tests == other.tests
      end
    end
  end
end
