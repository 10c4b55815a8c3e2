# which error a mutator with bad arguments on a frozen receiver raises first, as 1.8.7 converts and checks them
# a Symbol index is its ID: shown as ID
def try; r = yield; r.inspect; rescue Exception => e; "#{e.class}: #{e.message}".sub(/index \d{4,}/, "index ID"); end
a = [1, 2, 3]
%w(a[1.5,:s] a.slice!(1.5,:s) a.slice!(1,:s) a.slice!(:s,1) a[1,:s] a[:s,1] a[:s] a.slice!(:s) a[1,:s]=1 a[:s,1]=1 a[:s]=1 a["a",:s]=1 a[:s,"a"]=1 a.fill(0,:s) a.fill(0,1,:s) a.fill(0,:s,1) a.insert(:s,1) a.values_at(:s) a.delete_at(:s) a.first(:s) a.fetch(:s) a.at(:s) a.fetch(1.5) a.at(1.5) a.first(1.5) a.insert(1.5,9) a.delete_at(1.5) a.values_at(1.5) a.fill(0,:s,:s) a.fill(0,1.5) a[1.5,1.5] a[1.5,1.5]=9 a.slice!(1.5,1.5) a.slice!(1.5)).each do |c|
  b = [1, 2, 3]
  puts "#{c}: #{try { eval(c.sub(/^a/, "b")) }} #{b.inspect}"
end
s = "abc"
%w(s[1.5,:s] s[:s] s[:s,1] s.slice!(1,:s) s[1,:s]="x" s[:s,1]="x" s[:s]="x" s.insert(:s,"x") s.slice!(:s) s[1.5] s[1.5,1.5] s[1.5]="x" s.insert(1.5,"x")).each do |c|
  b = "abc"
  puts "#{c}: #{try { eval(c.sub(/^s/, "b")) }} #{b.inspect}"
end
fs = "abc".freeze
[[99, -1, "x"], [99, 1, 2], [1, 1, 2], [1, -1, 2], [-9, 1, "x"], [1, 1, "x"], [/(a)/, 5, "x"], [/(a)/, 1, 2], ["z", "x"], ["a", 2], [/z/, 2], [/z/, "x"], [9..10, "x"], [9..10, 2], [0..1, 2], [/(a)/, -5, "x"], [:s, 1, "x"], [1, :s, "x"], [1.5, 1, "x"]].each do |args|
  puts "#{args.inspect}: #{try { fs.send(:[]=, *args) }} / #{try { "abc".send(:[]=, *args) }}"
end
[[99, 2], [1, 2], [-9, 2], [1.5, 2], ["a", "b"]].each do |args|
  puts "insert #{args.inspect}: #{try { fs.insert(*args) }} / #{try { "abc".insert(*args) }}"
end
[["b", 2], [/b/, 2], ["z", "x"], [/z/, "x"], [/(b)/, 2, "x"]].each do |args|
  puts "sub! #{args.inspect}: #{try { fs.sub!(*args[0, 2]) }} / #{try { fs.gsub!(*args[0, 2]) }}"
end
f = [1, 2].freeze
[[0, 0, -1], [0, 5, 0], [0, -9, 1], [0], [0, 3..1], [0, 9..10], [0, -9..-8], [0, nil, nil], [0, "a", [1]], [0, 2**64]].each { |a| p((f.fill(*a) rescue $!)) }
