# class/end events, a raise inside a method (return on the way out),
# binding in the hook, and the hook not tracing itself
class Tr
  def boom; raise ArgumentError, "b"; end
end
ev = []
set_trace_func lambda { |e, f, l, id, b, k|
  ev << [e, l, id, k, (e == "line" && id == :boom) ? eval("self.class", b) : nil]
}
class Tr; X = 1; end
begin; Tr.new.boom; rescue ArgumentError; end
x = 2 * 3
set_trace_func nil
ev.each { |e| p e }
p((set_trace_func(1) rescue $!))
p set_trace_func(nil)
