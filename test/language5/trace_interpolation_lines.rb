# line events inside "#{...}": a single statement has none of its own (its
# node may: if), several statements each have one
set_trace_func proc { |ev, file, line, id, bind, klass|
  printf "%8s %-2d %10s %8s\n", ev, line, id.inspect, klass.inspect if ev == "line"
}
y = "a#{
if true
  3
end
}b"
z = "#{[1].map { |q|
 q
}}"
w = "#{begin; 1; 2; end}"
u = "#{(1; 2)}"
a = 1
x = "#{a.to_s; a.to_s}"
x = "#{a.to_s
a.to_s
a.to_s}"
x = "#{a.to_s}"
x = "#{
a.to_s}"
x = "#{1; 2}"
set_trace_func nil
