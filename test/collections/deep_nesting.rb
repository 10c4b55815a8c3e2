# Walking containers nested 100000 deep raises SystemStackError (never a
# crash); flatten walks without recursion and succeeds.
N = 30000
def deep(label)
  r = yield
  puts "#{label}: ok #{r.class}"
rescue SystemStackError => e
  puts "#{label}: #{e.class}: #{e.message}"
end
a = []; N.times { a = [a] }
b = []; N.times { b = [b] }
h = {}; N.times { h = {1 => h} }
S = Struct.new(:a)
s = S.new(nil); N.times { s = S.new(s) }
deep("join") { a.join }
deep("to_s") { a.to_s }
deep("join sep") { a * "," }
deep("inspect") { a.inspect }
deep("hash") { a.hash }
deep("eql?") { a.eql?(b) }
deep("==") { a == b }
deep("<=>") { a <=> b }
deep("flatten") { a.flatten.size }
deep("Hash#inspect") { h.inspect }
deep("Hash#to_s") { h.to_s }
deep("Hash#hash") { h.hash }
deep("Struct#inspect") { s.inspect }
deep("Struct#hash") { s.hash }
