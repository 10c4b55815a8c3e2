# "#{fixnum}" under set_trace_func still shows Fixnum#to_s's c-call and
# c-return events (the interpolation's fast path is off then)
ev = []
set_trace_func proc { |e, f, l, id, b, k| ev << [e, id.to_s, k.to_s] if e =~ /^c-/ && id.to_s == "to_s" }
x = 7
s = "a#{x}b#{-1}"
t = :"c#{x}"
set_trace_func nil
p ev, s, t
