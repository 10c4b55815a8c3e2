# min/max/sort_by/Range compare Fixnums through <=> when set_trace_func is on
# (the c-call shows); Array#sort without a block never calls it
set_trace_func proc { |e, f, l, id, b, k| puts "#{e} #{id} #{k}" if e =~ /c-/ && id.to_s !~ /set_trace_func/ }
[3,1,2].sort_by { |x| x }
[3,1].max
(1..2).include?(1)
[2,1].sort
set_trace_func nil
