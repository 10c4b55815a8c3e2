# a set_trace_func proc runs above a copy of the event's Ruby frame: caller
# and the backtrace of an error it raises show the event's position twice
# (not for c-call/c-return events)
def f
  [1].each { |i|
    i
  }
  raise "r" rescue nil
end
class K
  def g; yield; end
end
$stdout.sync = true
set_trace_func proc { |e, file, l, id, b, k|
  printf "%s %d %s: %s\n", e, l, id.inspect, caller(0)[1..-1].inspect
}
f
K.new.g { 2 }
class Foo
end
Integer("3")
set_trace_func nil

$stdout.sync = true
n = 0
set_trace_func proc { |e, f, l, id, b, k|
  n += 1
  raise "from trace" if n == 5
}
begin
  a = 1
  b = 2
  c = 3
  d = 4
rescue => e
  set_trace_func nil
  p e.message, e.backtrace
end
set_trace_func nil
set_trace_func nil
def f3
  x = 1
  y = 2
end
set_trace_func proc { |e, file, l, id, b, k|
  if e == "line" && l == 3
    set_trace_func nil
    p caller(0)
    raise "in trace"
  end
}
begin
  f3
rescue => e
  p e.backtrace
end
set_trace_func proc { |e, file, l, id, b, k|
  if e == "c-call" && id == :upcase
    set_trace_func nil
    p caller(0)
  end
}
"a".upcase
set_trace_func proc { |e, file, l, id, b, k|
  if e == "call" && id == :f3
    set_trace_func nil
    p caller(0)
  end
}
f3
