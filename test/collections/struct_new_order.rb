# Struct.new converts the member names before the class name.
def try
  r = yield
  puts r.inspect
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
try { Struct.new(0, nil) }
try { Struct.new(1.5, [1]) }
try { Struct.new(/b/, 2**64) }
try { Struct.new(0, :a) }
try { Struct.new("lower", :a) }
try { Struct.new("Pt", :x, "y").members }
