def t(label)
  r = Thread.new { $SAFE = 4; yield }.value
  p [label, :ok, (r.inspect.gsub(/0x[0-9a-f]+/, 'X') rescue r.class)]
rescue Exception => e
  p [label, e.class, e.message]
end
$other = Thread.new { sleep }
sleep 0.01
t(:raise_other) { $other.raise "x" }
t(:kill_other) { $other.kill }
t(:priority_other) { $other.priority = 2 }
t(:aset_other) { $other[:a] = 1 }
t(:aref_other) { $other[:a] }
t(:exit_other) { $other.exit }
t(:terminate_other) { $other.terminate }
t(:kill_bang) { $other.kill! } rescue p $!
t(:group_add) { ThreadGroup.new.add($other) }
t(:tg_add_self) { ThreadGroup.new.add(Thread.current); :ok }
t(:abort_other) { $other.abort_on_exception = true }
t(:stop) { Thread.stop; :st } if false
$other.kill
