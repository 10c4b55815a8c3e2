# Loading thread.rb, monitor.rb, sync.rb, mutex_m.rb, timeout.rb and
# weakref.rb interns the same new symbols in the same order as 1.8.7's
# libraries, so symbols made later get 1.8.7's numbers (the order of
# symbol-keyed hashes and of instance variables in inspect follows them).
def new_symbols(lib)
  before = Symbol.all_symbols.map {|s| s.to_i }.max
  require lib
  Symbol.all_symbols.select {|s| s.to_i > before }.sort_by {|s| s.to_i }.map {|s| s.to_s }
end
%w[thread timeout monitor sync mutex_m].each do |lib|
  puts "#{lib}: #{new_symbols(lib).join(' ')}"
end
o = Object.new.extend(Mutex_m)
puts o.inspect.sub(/0x[0-9a-f]+/, "X")
m = Monitor.new
puts m.inspect.sub(/0x[0-9a-f]+/, "X")
h = {}
%w[alpha beta gamma delta].each {|k| h[k.to_sym] = k.size }
p h
w = new_symbols("weakref")
puts "weakref: #{w[0..w.index('foo')].join(' ')}"   # delegate.rb's follow
