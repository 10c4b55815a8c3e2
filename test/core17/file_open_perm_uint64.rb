# (64-bit Fixnum range) permissions above an unsigned int raise as 1.8.7's NUM2UINT
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
t(:perm_over_uint) { File.open("n2.txt", "w", 2**33 + 0644) { } }
t(:sysopen_perm_over_uint) { IO.sysopen("n3.txt", "w", 2**33 + 0600) }
t(:files) { Dir["n*.txt"].sort }
