# a key's eql? that rehashes or deletes from the hash being searched: the
# look-up must not follow a freed entry (1.8.7 reads the entry it held)
$h = h = {1=>2, 3=>4, "a"=>"b", :s=>[1]}
k = Object.new
def k.hash; "a".hash; end
def k.eql?(o); $h.rehash; "a".eql?(o); end
p h[k]
p h.key?(k)
p h.size
# eql? that rehashes and never matches: not found, in bounded time
k2 = Object.new
def k2.hash; "a".hash; end
def k2.eql?(o); $h.rehash; false; end
p h[k2]
p h.key?(k2)
# eql? that deletes the entry it is compared with
$g = g = {"x"=>1, "y"=>2}
k3 = Object.new
def k3.hash; "x".hash; end
def k3.eql?(o); $g.delete(o); true; end
g[k3]   # 1.8.7 answers from the entry just freed; the size is what counts
p g.size
# eql? that inserts many keys (the table grows) while it is searched
$f = f = {"p"=>1}
k4 = Object.new
def k4.hash; "p".hash; end
def k4.eql?(o); 100.times { |i| $f["n#{i}"] = i } if $f.size < 50; "p".eql?(o); end
p f[k4]
p f.size
