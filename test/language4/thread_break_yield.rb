def bt; t = Thread.new { yield }; p :after_new; t; end
t = bt { break 15 }
p t.join.equal?(t), t.value
def bt2; t = Thread.new { yield }; t.join; p :bt2_after; t; end
t = bt2 { break 16 }
p t.value
def bt3; Thread.new { sleep 0.05; yield }; end
t = bt3 { break 17 }
p((t.value rescue [$!.class, $!.message]))
def mk; Proc.new; end
t = Thread.new { pr = mk { break 1 }; pr.call; :after }
p((t.value rescue [$!.class, $!.message]))
pr2 = mk { break 2 }
t = Thread.new { pr2.call; :after }
p((t.value rescue [$!.class, $!.message]))
t = Thread.new { [1].each { |x| mk { break 3 }.call }; :after }
p((t.value rescue [$!.class, $!.message]))
def it; yield; end
t = Thread.new { it { Thread.new { it { break 4 } }.join }; :after2 }
p((t.value rescue [$!.class, $!.message]))
begin; pr2.call; rescue LocalJumpError => e; p e.message; end
def bt; Thread.new { yield }; end
t = bt { break 15 }
p t.join.equal?(t), t.status, t.value
t2 = Thread.new { [1].each { break 3 }; :done }; p t2.value
def rt; Thread.new { yield }.value; end
p((rt { next 4 }))
begin; p rt { return 5 }; rescue Exception => e; p [e.class, e.message]; end
t3 = Thread.new { break 6 }
p((t3.value rescue [$!.class, $!.message]))
pr = proc { break 7 }
t4 = Thread.new(&pr)
p((t4.value rescue [$!.class, $!.message]))
