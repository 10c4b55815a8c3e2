# test/unit/collector/dir.rb - loads test files (given, or found by pattern
# under directories) and collects the TestCases they define.

require 'test/unit/testsuite'
require 'test/unit/collector'

module Test
  module Unit
    module Collector
      class Dir
        include Collector

        attr_reader :pattern, :exclude
        attr_accessor :base

        def initialize(dir = ::Dir, file = ::File, object_space = ::ObjectSpace, req = nil)
          super()
          @dir = dir
          @file = file
          @object_space = object_space
          @req = req
          @pattern = [/\btest_.*\.rb\Z/m]
          @exclude = []
        end

        # One source gives its own suite; several are wrapped in a suite
        # named after the list.
        def collect(*from)
          basedir = @base
          $:.push(basedir) if basedir
          if from.empty?
            recursive_collect('.', find_test_cases)
          elsif from.size == 1
            recursive_collect(from.first, find_test_cases)
          else
            suites = []
            from.each do |f|
              suite = recursive_collect(f, find_test_cases)
              suites << suite unless suite.tests.empty?
            end
            suite = TestSuite.new("[#{from.join(', ')}]")
            sort(suites).each { |s| suite << s }
            suite
          end
        ensure
          $:.delete_at($:.rindex(basedir)) if basedir
        end

        # the TestCase classes not in ignore (which then gains them)
        def find_test_cases(ignore = [])
          cases = []
          @object_space.each_object(Class) do |c|
            cases << c if c < TestCase && !ignore.include?(c)
          end
          ignore.concat(cases)
          cases
        end

        def recursive_collect(name, already_gathered)
          sub_suites = []
          path = realdir(name)
          if @file.directory?(path)
            collect_directory(name, path, sub_suites, already_gathered)
          else
            collect_file(name, sub_suites, already_gathered)
          end
          suite = TestSuite.new(@file.basename(name))
          sort(sub_suites).each { |s| suite << s }
          suite
        end

        def collect_file(name, suites, already_gathered)
          dir = File.dirname(File.expand_path(name, @base))
          $:.unshift(dir)
          if @req
            @req.require(name)
          else
            require(name)
          end
          find_test_cases(already_gathered).each { |t| add_suite(suites, t.suite) }
        ensure
          $:.delete_at($:.rindex(dir)) if dir
        end

        def realdir(path)
          @base ? @file.join(@base, path) : path
        end

        private

        # subdirectories (but not CVS/.svn) recursively, and the files that
        # match a pattern and no exclude
        def collect_directory(name, path, sub_suites, already_gathered)
          dir_name = name unless name == '.'
          @dir.entries(path).each do |e|
            next if e == '.' || e == '..'
            e_name = dir_name ? @file.join(dir_name, e) : e
            if @file.directory?(realdir(e_name))
              next if /\A(?:CVS|\.svn)\z/ =~ e
              sub_suite = recursive_collect(e_name, already_gathered)
              sub_suites << sub_suite unless sub_suite.empty?
            else
              next if /~\z/ =~ e_name || /\A\.\#/ =~ e
              next unless wanted_file?(e_name)
              collect_file(e_name, sub_suites, already_gathered)
            end
          end
        end

        def wanted_file?(e_name)
          return false if !@pattern.empty? && !@pattern.any? { |pat| pat =~ e_name }
          return false if !@exclude.empty? && @exclude.any? { |pat| pat =~ e_name }
          true
        end
      end
    end
  end
end
