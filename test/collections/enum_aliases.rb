# enum_with_index, enum_slice and enum_cons are each_with_index,
# each_slice and each_cons: with a block they iterate, and the size is
# checked even without one.
def try
  r = yield
  puts(r.is_a?(Enumerable::Enumerator) ? "enumerator #{r.to_a.inspect}" : r.inspect)
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
try { (1..4).enum_with_index { |x, i| print x, ":", i, " " } }
try { (1..4).enum_slice(3) { |s| print s.inspect, " " } }
try { (1..4).enum_cons(3) { |s| print s.inspect, " " } }
try { (1..4).enum_slice(3) }
try { (1..4).enum_cons(2) }
try { (1..4).enum_with_index }
try { (1..4).enum_cons(0) }
try { (1..4).enum_slice(-1) }
try { (1..4).enum_cons(nil) }
try { (1..4).enum_slice("a") }
try { (1..4).enum_cons(2**64) }
try { (1..4).enum_slice(1.5) { |s| print s.inspect, " " } }
