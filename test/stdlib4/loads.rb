# the libraries a require loads along, as in 1.8.7: monitor and tracer do
# not load thread.rb, shell loads mutex_m, monitor and sync
%w(monitor tracer logger shell tmpdir tempfile pstore erb).each do |lib|
  before = $".dup
  require lib
  p [lib, $" - before]
end
