# test/unit/assertionfailederror.rb - raised by a failing assertion.

module Test
  module Unit
    class AssertionFailedError < StandardError
    end
  end
end
