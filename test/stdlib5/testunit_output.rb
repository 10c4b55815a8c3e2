# test/unit: the console runner output of failures and errors of every
# assertion kind (timing and object ids normalized)
require 'test/unit'
require 'test/unit/ui/console/testrunner'
require 'stringio'
Test::Unit.run = true
class TC < Test::Unit::TestCase
  def test_pass; assert true; assert_equal 1, 1; end
  def test_fail_eq; assert_equal([1, "a"], [1, "b"], "custom msg"); end
  def test_fail_str; assert_equal("abc\ndef", "abc\nxyz"); end
  def test_error; raise ArgumentError, "boom"; end
  def test_nil; assert_nil 5; end
  def test_raise; assert_raise(TypeError) { raise ArgumentError, "x" }; end
  def test_raise_none; assert_raise(TypeError) { 1 }; end
  def test_nothing_raised; assert_nothing_raised { raise "zz" }; end
  def test_match; assert_match(/x/, "abc"); end
  def test_no_match; assert_no_match(/a/, "abc"); end
  def test_in_delta; assert_in_delta(1.0, 1.5, 0.1); end
  def test_kind; assert_kind_of(String, 1); end
  def test_instance; assert_instance_of(Integer, 1); end
  def test_respond; assert_respond_to(1, :foo); end
  def test_same; assert_same("a", "a"); end
  def test_operator; assert_operator(1, :>, 2); end
  def test_throws; assert_throws(:x) { throw :y }; end
  def test_nothing_thrown; assert_nothing_thrown { throw :z }; end
  def test_flunk; flunk; end
  def test_flunk_msg; flunk("why"); end
  def test_not_equal; assert_not_equal(1, 1); end
  def test_not_nil; assert_not_nil(nil); end
  def test_block; assert_block("blk") { false }; end
  def test_send; assert_send([1, :>, 2]); end
  def test_not_same; a = "x"; assert_not_same(a, a); end
  def test_raise_msg; assert_raise(ArgumentError, "m") { raise TypeError }; end
  def test_multi; assert true; assert true; assert false; end
  def test_hash; assert_equal({1 => 2}, {1 => 3}); end
  def test_long; assert_equal("x" * 100, "y" * 100); end
  def test_float; assert_equal(1.0, 1.1); end
  def test_exc_in_teardown_ok; assert true; end
  def test_pend; assert_equal(nil, false); end
end
io = StringIO.new
Test::Unit::UI::Console::TestRunner.new(TC.suite, Test::Unit::UI::NORMAL, io).start
puts io.string.sub(/^Finished in .* seconds\./, "Finished in N seconds.").gsub(/with id <\d+>/, "with id <ID>")
