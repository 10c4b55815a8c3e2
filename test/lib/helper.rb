# test/lib/helper.rb - shared by the own tests (test/runner copies it beside each
# case): show(label) { expr } prints "label: " and the value's inspect, or
# the exception's class and message.
def show(label)
  print label, ": "
  begin
    p yield
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end

# every method of klass (and the copying ones) called on klass.allocate with
# each argument list of args: prints the result's class or the exception
def call_on_allocated(klass, args, skip = [])
  ms = (klass.instance_methods(false) + klass.private_instance_methods(false) +
        %w(initialize_copy replace == eql? hash inspect to_s to_a)).uniq.sort
  (ms - skip).each do |m|
    args.each do |a|
      o = klass.allocate
      r = begin
        v = o.__send__(m, *a) { |*x| break :blk }
        v.class.to_s
      rescue Exception => e
        "#{e.class}: #{e.message}"
      end
      puts "#{m}(#{a.map { |x| x.class }.join(',')}): #{r.gsub(/0x[0-9a-f]+/, 'X')}"
    end
  end
end

# reentry(name) { expr }: evaluates expr, in which cc takes a continuation,
# then resumes that continuation twice after expr returned; prints
# "name: " and [:done, runs, value] or the exception raised on reentry
def reentry(name)
  $c = nil
  n = 0
  r = begin
    x = yield
    n += 1
    $c.call if n < 3
    [:done, n, x]
  rescue Exception => e
    [e.class, e.message]
  end
  puts "#{name}: #{r.inspect}"
end

def cc
  callcc { |k| $c ||= k }
end

# fresh_slice: a busy thread runs until the timer preempts it, so what
# follows starts a new time slice (no other thread may be runnable then).
# agreed { run }: the result two runs in a row agree on, after a first run
# that warms up (new stacks, first calls).  A timer tick that falls inside a
# run (a slow build) may change its order; the order shown is the
# scheduler's own, which every undisturbed run gives.  A scheduler whose
# order is wrong every time still prints it; one that never repeats itself
# runs into the case's time limit.
def fresh_slice
  GC.start
  t = Thread.new { loop {} }
  t.kill
  t.join
end

def agreed
  fresh_slice; yield
  last = (fresh_slice; yield)
  loop { r = (fresh_slice; yield); return r if r == last; last = r }
end

# busy_main_preempted?: a busy thread beside the busy main thread; main
# never blocks nor passes, so only the timer can switch.  True when main
# sees the other thread's counter move between its own steps 5 times
# within 5 s of CPU time (a timer that never fired leaves main unresumed:
# the case times out)
def busy_main_preempted?
  n = 0
  t = Thread.new { loop { n += 1 } }
  seen = 0
  last = n
  start = Process.times.utime
  while seen < 5 && Process.times.utime - start < 5
    if n != last
      seen += 1
      last = n
    end
  end
  t.kill
  seen >= 5
end

# eval_lines: evaluates each line of the case's DATA at top level and
# prints "LINE => inspect" or "LINE !! Class: message" (its first 150
# characters), with addresses and the library's file names made neutral
# (1.8.7 writes its own into some messages)
def eval_lines
  DATA.read.split("\n").each do |s|
    begin
      out = "#{s} => #{eval(s, TOPLEVEL_BINDING).inspect}"
    rescue Exception => e
      out = "#{s} !! #{e.class}: #{e.message[0, 150]}"
    end
    puts out.gsub(/0x[0-9a-f]+/, "0xX").gsub(/\/\S*?\/(?:1\.8|lib)\/([\w\/]+\.rb):\d+:in `/, 'LIB/\\1:N:in `')
  end
end
