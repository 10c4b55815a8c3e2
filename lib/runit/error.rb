# runit/error.rb - RUNIT's failed-assertion exception is Test::Unit's.

require 'test/unit/assertionfailederror'

module RUNIT
  AssertionFailedError = Test::Unit::AssertionFailedError
end
