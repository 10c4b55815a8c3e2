# a tight redo/retry loop still lets other threads run
$done = false
t = Thread.new { sleep 0.05; $done = true }
proc { redo unless $done }.call
p :redo_done
$done = false
t = Thread.new { sleep 0.05; $done = true }
begin
  raise "x" unless $done
rescue
  retry
end
p :retry_done
