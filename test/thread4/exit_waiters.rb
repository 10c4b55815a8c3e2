# at exit the killed threads run until none can: a thread made in an
# ensure there that waits (a timed sleep, a write) is dropped with its
# joiner; a thread already unwinding a kill leaves its Thread.stop
$stdout.sync = true
a = Thread.new do
  begin
    Thread.stop
  ensure
    puts "a1"
    x = Thread.new { sleep 0.1; puts "x never" }
    puts "a2"
    x.join
    puts "a3 never"
  end
end
b = Thread.new do
  begin
    Thread.stop
  ensure
    puts "b1"
    Thread.stop
    puts "b2 after the exit wakeup"
  end
end
Thread.pass
b.kill
puts "b: #{b.status}"
puts "exit."
