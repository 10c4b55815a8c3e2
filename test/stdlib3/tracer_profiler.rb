# tracer (Tracer.on with a block, filters, verbose, get_line) and
# profiler (calls counted per method; times are not printed)
require "tracer"
require "profiler"
require "stringio"

class Foo
  def bar(x)
    x + 1
  end
end

Tracer.on {
  Foo.new.bar(1)
  [1].each {|x| x }
}
Tracer::Single.add_filter(proc {|event, file, line, id, binding, klass| event != "line" })
Tracer.on
Foo.new.bar(2)
Tracer.off
p [Tracer.verbose?, Tracer.stdout == STDOUT, Tracer::EVENT_SYMBOL.to_a.sort]
Tracer.verbose = true
Tracer.on
Tracer.off
Tracer.verbose = false
t = Tracer.new
p t.get_thread_no
p Thread.new { t.get_thread_no }.value
p t.get_line(__FILE__, 9), t.get_line(__FILE__, 999)
t.set_get_line_procs("virtual", proc {|l| "line #{l} of virtual\n" })
p t.get_line("virtual", 3)
out = StringIO.new
Tracer.stdout = out
Tracer.on { Foo.new.bar(3) }
Tracer.stdout = STDOUT
puts out.string.split("\n").size

Profiler__.start_profile
3.times { Foo.new.bar(1) }
Profiler__.stop_profile
out = StringIO.new
Profiler__.print_profile(out)
lines = out.string.split("\n")
puts lines[0, 2]
puts lines[2..-1].map {|l| f = l.split; "#{f[3]} #{f[6]}" }.sort
p lines.size
p Profiler__.__send__(:get_name, Foo, :bar), Profiler__.__send__(:get_name, Kernel, :puts), Profiler__.__send__(:get_name, nil, :x)
p Profiler__.private_instance_methods.sort, Profiler__.singleton_methods.sort
