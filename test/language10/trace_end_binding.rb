# a class/module body's "end" trace event has no binding (nil) in 1.8.7
set_trace_func proc {|ev, file, line, id, bind, klass|
  p [ev, line, id, bind.class, klass] if %w(class end line).include?(ev)
}
module TEM; end
class << self; end
class TEC
  X = 1
end
set_trace_func nil
