s = Process::Status.allocate
%w(to_s inspect to_i exitstatus pid success? exited? signaled? stopped? termsig stopsig coredump? to_int).each do |m|
  begin
    p [m, s.send(m)]
  rescue Exception
    p [m, $!.class, $!.message]
  end
end
[[:==, 0], [:==, s], [:&, 1], [:>>, 1], [:eql?, s], [:hash]].each do |m, *a|
  begin
    r = s.send(m, *a); r = r.class if m == :hash
    p [m, r]
  rescue Exception
    p [m, $!.class, $!.message]
  end
end
p s.class
p((s.dup rescue $!.class))
p Process::Status.respond_to?(:new)
p((Process::Status.new rescue [$!.class, $!.message]))
