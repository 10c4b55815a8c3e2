# a bare Thread#raise is a raise in the target thread: it re-raises that
# thread's $! (the same object, its backtrace kept), else RuntimeError ""
t = Thread.new { begin; raise "orig"; rescue; Thread.stop; end }
Thread.pass
t.raise
begin; t.join; rescue Exception => e; p e.backtrace; end
t = Thread.new { begin; raise "orig"; rescue => e; $e = e; begin; Thread.stop; rescue => e2; [e2.equal?($e), e2.backtrace]; end; end }
Thread.pass
t.raise
p t.value
t = Thread.new { begin; raise "orig"; rescue; end; Thread.stop }
Thread.pass
t.raise
begin; t.join; rescue Exception => e; p [e.class, e.message, e.backtrace]; end
t = Thread.new do
  begin
    raise ArgumentError, "orig"
  rescue
    begin
      Thread.stop
    rescue Exception => e
      [e.class, e.message, $!.class]
    end
  end
end
Thread.pass
t.raise
p t.value
t = Thread.new { begin; raise IOError, "io"; rescue; Thread.stop; end }
Thread.pass
t.raise
begin; t.join; rescue Exception => e; p [e.class, e.message]; end
p $!
t = Thread.new { begin; Thread.stop; rescue Exception => e; [$!.class, e.class]; end }
Thread.pass
begin; raise NameError, "main's"; rescue; t.raise; end
