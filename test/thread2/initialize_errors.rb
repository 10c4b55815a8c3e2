# Thread.new's errors: no block, a subclass whose initialize does not
# call super, and a second initialize (naming where the thread was made)
begin; Thread.new; rescue ThreadError => e; p e.message; end
begin; Thread.start; rescue ThreadError => e; p e.message; end
def f; Thread.new { }; end
t = f; t.join
begin; t.send(:initialize) { }; rescue ThreadError => e; p e.message; end
t = Thread.new { Thread.stop }
Thread.pass
begin; t.send(:initialize) { }; rescue ThreadError => e; p e.message; end
t.run; t.join
class T3 < Thread
  def initialize(x); p :init; super; end
end
p T3.start(5) { |v| v * 2 }.value
p T3.new(6) { |v| v * 3 }.value
# (a subclass whose initialize does not call super: ThreadError
# "uninitialized thread - check `T2#initialize'", but 1.8.7 forgets to
# check after some threads have run)
