# a Regexp made by allocate: TypeError "uninitialized Regexp" (kcode is nil)
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { Regexp.allocate }
t { Regexp.allocate.source }
t { Regexp.allocate.to_s }
t { Regexp.allocate.options }
t { Regexp.allocate =~ "a" }
t { Regexp.allocate.match("a") }
t { Regexp.allocate.kcode }
t { Regexp.allocate.casefold? }
t { Regexp.allocate.hash }
t { Regexp.allocate == Regexp.allocate }
t { Regexp.allocate === "a" }
t { Regexp.allocate.dup }
t { /a/ =~ Regexp.allocate }
t { Regexp.union(Regexp.allocate) }
t { Regexp.union(Regexp.allocate, /a/) }
t { Regexp.allocate.send(:initialize_copy, /a/) }
t { /b/.dup.send(:initialize_copy, Regexp.allocate) }
t { /b/.dup.send(:initialize_copy, "a") }
t { Regexp.allocate.send(:~) }
