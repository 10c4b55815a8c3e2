# test/unit/util/backtracefilter.rb - strips the frames of test/unit itself
# from a backtrace, so reports point at the test's own code.

module Test
  module Unit
    module Util
      module BacktraceFilter
        TESTUNIT_FILE_SEPARATORS = %r{[\\/:]}
        # path components of this library's test/unit directory
        TESTUNIT_PREFIX = __FILE__.split(TESTUNIT_FILE_SEPARATORS)[0..-3]
        TESTUNIT_RB_FILE = /\.rb\Z/

        # Drops the outer frames that called into test/unit (the runner), then
        # every test/unit frame; falls back to the whole backtrace if nothing
        # would be left.
        def filter_backtrace(backtrace, prefix = nil)
          return ["No backtrace"] unless backtrace
          split_prefix = prefix ? prefix.split(TESTUNIT_FILE_SEPARATORS) : TESTUNIT_PREFIX
          internal = lambda { |line| internal_frame?(line, split_prefix) }
          return backtrace unless backtrace.detect(&internal)
          inner = drop_outer_frames(backtrace, internal)
          inner = backtrace if inner.empty?
          inner = inner.reject(&internal)
          inner.empty? ? backtrace : inner
        end

        private

        def internal_frame?(line, split_prefix)
          parts = line.split(TESTUNIT_FILE_SEPARATORS)[0, split_prefix.size]
          return false unless parts[0..-2] == split_prefix[0..-2]
          parts[-1].to_s.sub(TESTUNIT_RB_FILE, '') == split_prefix[-1]
        end

        # the frames inside the innermost... outermost test/unit frame
        def drop_outer_frames(backtrace, internal)
          found = false
          backtrace.reverse.reject do |line|
            if internal[line]
              found = true
            else
              !found
            end
          end.reverse
        end
      end
    end
  end
end
