# each trace event brings 1.8.7's lazy position up to date: the C blocks
# made after it (Symbol#to_proc, inject, each_with_index) stand at that line
begin; raise "x"; rescue; end
set_trace_func proc{|e,f,l,i,b,k| puts "#{e} #{l} #{i} #{k}" }
%w(a).map(&:upcase)
[1,2].inject(:+)
[1].each_with_index { |x, i| x.to_s }
set_trace_func nil
set_trace_func proc{}
%w(a).map(&:zork) rescue p $!.backtrace
[1,2].inject{|a,b| raise "q"} rescue p $!.backtrace
[1,2].inject(:foo) rescue p $!.backtrace
%w(a).each_with_index(&:zork) rescue p $!.backtrace
set_trace_func nil
def empty
end
set_trace_func proc{|e,f,l,i,b,k| puts "#{e} #{l} #{i} #{k}" }
[1].each(&:to_s)
empty
set_trace_func nil
