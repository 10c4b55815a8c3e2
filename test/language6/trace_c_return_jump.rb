# a C method left by throw, break, return or raise: its c-return event is at its call site
$out = []
set_trace_func proc{|e,f,l,i,b,k| $out << "#{e} #{l} #{i} #{k}" }
def thrower
  throw :x, 1
end
catch(:x) do
  thrower
end
def raiser
  raise "r"
end
begin
  raiser
rescue
end
def brk
  [1].each do
    return 5
  end
end
brk
[1].map do
  next 2
end
x = [1, 2].detect do |v|
  v == 2
end
def em
end
em
def ret; return; end
ret
lam = lambda do
  return 3
end
lam.call
set_trace_func nil
puts $out
