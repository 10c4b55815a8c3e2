set_trace_func proc{|e,f,l,i,b,k| puts "#{e} #{l} #{i}" unless e =~ /c-/}
def f(a=1,
  b=2)
end
f
def g(a=
  [1].size)
end
g
def h(a=raise(
"x")) end
h rescue p $!
set_trace_func nil
