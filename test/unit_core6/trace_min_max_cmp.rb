# under set_trace_func, min/max/min_by/sort_by and Range#include? show their
# calls of Fixnum#<=>
def traced(label)
  out = []
  set_trace_func proc { |ev, f, l, id, b, k| out << "#{ev} #{k}##{id}" if ev =~ /c-/ && id != :set_trace_func }
  yield
  set_trace_func nil
  puts "#{label}: #{out.join(', ')}"
end
traced("sort") { [3, 1, 2].sort }
traced("sort_by") { [2, 1].sort_by { |x| x } }
traced("min") { [3, 1, 2].min }
traced("max_by") { [3, 1].max_by { |x| x } }
traced("minmax") { [3, 1].minmax }
traced("include?") { (1..3).include?(2) }
