# A join under Thread.critical in a thread other than main raises the
# deadlock fatal in main; main rescues it and stays "run" (not "aborting"),
# and the program ends with status 0.
Thread.critical = true
t1 = Thread.new { Thread.new { 1 }.value }
begin
  t1.value
rescue Exception => e
  p [:main_joined, e.class]
end
begin
  Thread.new { Thread.current.kill }.value
rescue Exception => e
  p [:t1_joined, e.class, e.message.include?(t1.inspect[/0x[0-9a-f]+/])]
end
p [Thread.main.status, t1.status, Thread.critical]
at_exit { p [:at_exit, Thread.main.status] }
