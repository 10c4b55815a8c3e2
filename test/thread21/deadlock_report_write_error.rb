# a deadlock report whose write to $stderr fails (closed stream, or a
# write method that raises): the main thread that found the deadlock gets
# that error instead of fatal, and goes on (the other thread still sleeps)
$stdout.sync = true
o = Object.new
def o.write(s)
  @n = (@n || 0) + 1
  raise ArgumentError, "write #{@n} refused" if @n == 3
  $stdout.print "[#{s.gsub(/0x[0-9a-f]+/, '0xX')}]"
end
$stderr = o
t = Thread.new { Thread.stop; :woke }
begin
  t.join
rescue Exception => e
  puts
  p e
end
p t.status
t.run
p t.value
$stderr = STDERR
$stderr.close
u = Thread.new { Thread.stop; :again }
begin
  Thread.stop
rescue Exception => e
  p e
end
u.run
p u.value
puts "end"
