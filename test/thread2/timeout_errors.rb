# Timeout: messages and classes, nesting, a custom class, and a bad limit
# whose error (raised by the watcher's sleep) reaches the caller
require 'timeout'
begin
  Timeout.timeout(0.1) { sleep 5 }
rescue Timeout::Error => e
  p e.class, e.message
end
p Timeout.timeout(nil) { |*s| s }, Timeout.timeout(0) { |*s| s }, Timeout.timeout(1) { |*s| s }
class MyErr < StandardError; end
begin
  Timeout.timeout(0.1, MyErr) { sleep 5 }
rescue MyErr => e
  p e.class, e.message
end
begin
  Timeout.timeout(5) { Timeout.timeout(0.1) { sleep 5 } }
rescue Timeout::Error => e
  p :inner, e.message
end
begin
  Timeout.timeout(0.1) { begin; sleep 5; ensure; p :ensure; end }
rescue Timeout::Error
  p :outer
end
p Timeout::Error.superclass, TimeoutError
begin
  Timeout.timeout(-1) { sleep 0.3; p :not_reached }
rescue ArgumentError => e
  p e.class, e.message
end
p Thread.list.size
