# Thread#kill! / terminate! / exit!: the thread dies without running its ensure clauses
t = Thread.new { begin; sleep; ensure; puts :ens; end }
sleep 0.1; t.kill!; t.join; p t.status, t.alive?
t2 = Thread.new { begin; sleep; ensure; puts :ens2; end }
sleep 0.1; t2.kill; t2.join; p t2.status
t3 = Thread.new { begin; begin; sleep; ensure; puts :inner; end; ensure; puts :outer; end }
sleep 0.1; t3.terminate!; t3.join; p t3.status
t4 = Thread.new { begin; Thread.current.exit!; ensure; puts :self_ens; end }
t4.join; p t4.status
t5 = Thread.new { begin; sleep; ensure; puts :ens5; end }
sleep 0.1; t5.exit!; t5.join
p Thread.instance_methods(false).sort
