# set_trace_func: the binding of a call or return event of a Ruby method is
# the method's own (its arguments and locals), as debug.rb needs
class Foo
  def plain(a, b = a + 1)
    x = a + b
    x
  end

  def early(n)
    return :neg if n < 0
    y = n * 2
    y
  end

  def boom(z)
    w = z
    raise "no"
  end

end

events = []
set_trace_func proc {|event, file, line, id, binding, klass|
  if %w(call return).include?(event)
    events << [event, line, id, klass, eval("local_variables", binding).sort,
               eval("defined?(a) ? a : nil", binding)]
  end
}
f = Foo.new
f.plain(1)
f.plain(1, 5)
f.early(-1)
f.early(2)
begin
  f.boom(3)
rescue
end
[1].each {|i| f.plain(i) }
set_trace_func nil
events.each {|e| p e }
