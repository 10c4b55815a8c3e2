# a hash holding itself or a mutated key: rehash finds it again, clear and replace leave what they cannot find, as 1.8.7
h = {"b"=>true, 1=>2}
h.store(h, 1)
p h
p h.keys.size
h.clear
p h
p h.size
h = {1=>2}
h[h] = 3
p h
h.delete(1)
p h
p h[h]
h.rehash
p h[h]
class K; def hash; puts "hash called"; 1; end; def eql?(o); puts "eql called"; equal?(o); end; end
h = {}; k = K.new; h[k] = 1; h[2] = 3
puts "clear:"
h.clear
p h.size
a = [1]; h = {a => 1, 2 => 3}; a << 2
h.clear
p h
a = [1]; h = {a => 1}; a << 2
p h.delete(a), h
p h.reject! { true }, h
a = [1]; h = {a => 1}; a << 2
p h.delete_if { true }, h
a = [1]; h = {a => 1}; a << 2
p h.shift, h
a = [1]; h = {a => 1}; a << 2
p h.select { true }
p h.reject { true }
h.replace({})
p h
