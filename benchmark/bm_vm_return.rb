# bm_vm_return.rb - explicit `return` at the end of a method and as a guard
def last(a) return a + 1 end
def guard(a) return 0 if a < 0; return a end
def branches(a) if a.odd? then return :odd else return :even end end
i = 0
s = 0
while i < 1_000_000
  s += last(i) + guard(i)
  branches(i)
  i += 1
end
p s
