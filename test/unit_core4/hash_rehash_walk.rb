# Hash#rehash inside a walk: allowed; the walk raises once the block returns
h={1=>2,3=>4}; r=[]
begin
h.each { |k,v| r << k; (h.rehash rescue p $!); p :after; h[5]=6 }
rescue => e
  p e
end
p r, h
h={1=>2}; h.each { h.rehash; break }; p h
h={1=>2}; h.each_key { h.rehash; break }; p h
h={1=>2}; p((h.select { h.rehash; true } rescue $!))
h={1=>2}; p((h.each { h.each { h.rehash } } rescue $!))
h={1=>2}; p((h.each { h.clear } rescue $!))
h={1=>2}; p((h.each { h.replace({3=>4}) } rescue $!))
h={1=>2,3=>4}; p((h.each { |k,v| h.replace({3=>4}) } rescue $!))
