# Changing a collection while walking it: a Hash walk stops at the pairs
# it began with (no endless walk when the block adds keys), rehash in a
# walk and changing an Array during sort raise RuntimeError.
def t
  r = yield
  puts r.inspect
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
t { h = {1 => 2}; n = 0; h.each { |k, v| n += 1; h[k + 10] = 1 }; [n, h.size] }
t { h = {1 => 2}; h.each { |k, v| h[k] = 5 }; h }
t { h = {1 => 2, 3 => 4}; h.each { |k, v| h.delete(3) }; h }
t { h = {1 => 2}; h.each { h.rehash }; h }
t { h = {1 => 2}; h.each_key { h.clear }; h }
t { a = [3, 1, 2]; a.sort! { |x, y| a.clear; x <=> y } }
t { a = [3, 1, 2]; a.sort! { |x, y| a << 1; x <=> y } }
t { a = [3, 1, 2]; a.sort! { |x, y| a.frozen? ? 0 : 1 }; a.frozen? }
t { a = [1, 2, 3]; a.each { |x| a.delete(x) }; a }
t { a = [1, 2, 3]; a.each { |x| a << x if a.size < 6 }; a }
