# Array#insert with a lone position returns self without converting it;
# Array#combination converts its count before making an enumerator.
def try
  r = yield
  puts r.inspect
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
try { [1, 2].insert(nil) }
try { [1, 2].insert("x") }
try { [1, 2].insert(2**64) }
try { [1, 2].insert(nil, 3) }
try { [1, 2].insert(-2, 3) }
try { [].combination(nil) }
try { [].combination("a") }
try { [].combination(2**64) }
try { [].combination(1.0 / 0) }
try { [1, 2, 3].combination(2).to_a }
try { [1, 2, 3].combination(2.9).to_a }
