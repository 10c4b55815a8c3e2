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
