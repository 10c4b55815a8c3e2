class K; def m(x); x + 1; end; end
def top(a); K.new.m(a); end
events = []
set_trace_func proc { |event, file, line, id, binding, klass|
  events << [event, File.basename(file.to_s), line, id, klass]
}
top(1)
[1].each { |x| x }
begin; raise "x"; rescue; end
set_trace_func(nil)
events.each { |e| p e }
