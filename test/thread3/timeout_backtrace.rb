# Timeout::Error's backtrace as 1.8.7 builds it: the watcher's raise line
# first (labelled with the method the block was in), then the block's
# frames; timeout.rb's own yield line and the top-level timeout's call are
# gone, an inner timeout's yield line stays.  Also with a class given.
require 'timeout'
def show(e)
  p [e.class, e.message]
  puts e.backtrace.map { |l| l.sub(/\A.*timeout\.rb:\d+/, "timeout.rb") }
end
def deep
  sleep
end
def outer
  Timeout.timeout(0.01) {
    deep
  }
end
begin
  outer
rescue Timeout::Error => e
  show e
end
begin
  timeout(0.01) {
    deep
  }
rescue Timeout::Error => e
  show e
end
begin
  Timeout.timeout(0.01, ArgumentError) { deep }
rescue ArgumentError => e
  show e
end
begin
  Timeout.timeout(0.01) { Timeout.timeout(5) { deep } }
rescue Timeout::Error => e
  show e
end
