# abort_on_exception: the SystemExit the main thread gets carries the
# thread's exception itself as its message (1.8.7); $DEBUG reports each
# raise but not the exit
$stdout.sync = true
t = Thread.new { Thread.stop; raise ArgumentError, "boom" }
t.abort_on_exception = true
Thread.pass until t.stop?
begin
  t.run
  t.join
rescue SystemExit => e
  p e.message.class, e.status, e.success?
  p e.message
  puts "#{e.message}"
end
$DEBUG = true
begin
  exit 2
rescue SystemExit
  puts "exit rescued"
end
t = Thread.new { raise "dbg" }
begin
  t.join
rescue Exception => e
  p e.class
  p e.message
end
