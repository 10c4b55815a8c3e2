# flatten finds a recursive array at any depth (near the top by a scan,
# deep down by object id) and flattens shared, non-recursive parts.
def t
  r = yield
  puts r.inspect
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
t { d = [1]; d << d; d.flatten }
t { a = [1]; b = [a]; 100.times { b = [b] }; a << b; b.flatten }
t { x = []; 70.times { x = [x] }; x << x; x.flatten }
t { x = []; 70.times { x = [x, 2] }; x.flatten }
t { y = [1]; [y, y, [y, [y]]].flatten }
t { y = [1]; z = y; 80.times { z = [z, y] }; z.flatten.size }
t { d = [1]; d << d; d.flatten(1).size }
t { d = [1]; d << [d]; d.flatten!; d }
