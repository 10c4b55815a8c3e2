# rubyunit.rb - RubyUnit compatibility: RUNIT::TestCase on Test::Unit
require 'runit/testcase'
require 'test/unit'
