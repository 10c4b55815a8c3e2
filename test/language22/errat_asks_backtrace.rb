# $@ asks $! for its backtrace (1.8.7): an exception's own #backtrace answers,
# a String becomes [String]; a set_backtrace of its own decides what is kept
class E < StandardError; def backtrace; ["custom:1"]; end; end
begin; raise E; rescue; p $@; end
class F < StandardError; def backtrace; "s"; end; end
begin; raise F; rescue; p $@; end
class G < StandardError; def set_backtrace(b); p [:sb, b.class]; end; end
begin; raise G; rescue; $@ = ["z"]; p $@; end
p $@
begin; raise "x"; rescue; $!.set_backtrace(["q"]); p $@; end
