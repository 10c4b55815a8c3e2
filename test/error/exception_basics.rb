# Exception construction, message/to_s/inspect, backtrace setters, exception().
e = RuntimeError.new("boom")
p e
p e.message
p e.to_s
p e.to_str
p RuntimeError.new.message
p RuntimeError.new.inspect
p StandardError.new("").inspect
p e.backtrace
e.set_backtrace("here:1")
p e.backtrace
e.set_backtrace(["a:1", "b:2"])
p e.backtrace
begin
  e.set_backtrace([1])
rescue TypeError => t
  puts "#{t.class}: #{t.message}"
end
p e.exception.equal?(e)
e2 = e.exception("other")
p [e2.class, e2.message, e.message]
p ArgumentError.exception("x").message
p Exception.new(:sym).message
begin
  raise IndexError, "idx"
rescue => x
  p [x.class, x.message]
end
p ZeroDivisionError.ancestors.take_while { |c| c != Object }
p [EOFError.superclass, FloatDomainError.superclass, NoMethodError.superclass]
p [SystemExit.superclass, Interrupt.superclass, NotImplementedError.superclass]
p [SystemStackError.superclass, LoadError.superclass, SecurityError.superclass]
