# SignalException.new as 1.8.7: a Fixnum and an optional message, or one
# name (String or Symbol, "SIG" optional) that must name a signal; #signo
# answers nil (1.8.7 reads an @signo nothing sets); Process.kill takes a
# leading '-' (a process group) in a String only.
require "./fixtures/uc_helper"

class TestSignalException < Test::Unit::TestCase
  def msg(*a)
    SignalException.new(*a).message
  rescue Exception => e
    "#{e.class}: #{e.message}"
  end

  def test_new_forms
    assert_equal("SIGINT", msg(2))
    assert_equal("SIG65", msg(65))
    assert_equal("SIGEXIT", msg(0))
    assert_equal("x", msg(15, "x"))
    assert_equal("ArgumentError: invalid signal number (66)", msg(66))
    assert_equal("ArgumentError: invalid signal number (-1)", msg(-1))
    assert_equal("INT", msg("INT"))
    assert_equal("SIGINT", msg("SIGINT"))
    assert_equal("INT", msg(:INT))
    assert_equal("INT", msg(:SIGINT))
    assert_equal("ArgumentError: unsupported name `SIGFOO'", msg(:FOO))
    assert_equal("ArgumentError: unsupported name `SIGint'", msg("int"))
    assert_equal("ArgumentError: unsupported name `SIGEXIT'", msg("EXIT"))
    assert_equal("ArgumentError: wrong number of arguments (2 for 1)", msg("INT", "y"))
    assert_equal("ArgumentError: wrong number of arguments (2 for 1)", msg(:INT, "y"))
    assert_equal("ArgumentError: wrong number of arguments (3 for 2)", msg(2, "a", "b"))
    assert_equal("ArgumentError: wrong number of arguments (0 for 1)", msg)
    assert_equal("TypeError: can't convert nil into String", msg(nil))
    assert_equal("Interrupt", Interrupt.new.message)
  end

  def test_signo_is_nil
    assert_nil(SignalException.new(2).signo)
    assert_nil(SignalException.new("TERM").signo)
    assert_nil(Interrupt.new.signo)
    assert_equal([], SignalException.new(2).instance_variables)
    e = nil
    begin
      Process.kill(:TERM, $$)
      sleep 1
    rescue SignalException => e
    end
    assert_equal("SIGTERM", e.message)
    assert_nil(e.signo)
  end

  def test_uncaught_still_kills_by_signal
    pid = fork { raise SignalException, "TERM" }
    Process.wait(pid)
    assert_equal([true, 15], [$?.signaled?, $?.termsig])
  end

  def test_kill_negative_name
    e = assert_raise(ArgumentError) { Process.kill(:"-USR1", $$) }
    assert_equal("unsupported name `SIG-USR1'", e.message)
    assert_raise(Errno::ESRCH) { Process.kill("-USR1", 0x7ffffff0) }
  end
end
