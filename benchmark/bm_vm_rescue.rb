# bm_vm_rescue.rb - begin/rescue/else/ensure blocks entered without a raise,
# and a method with a rescue modifier (YARV vm1_rescue / vm1_ensure shapes)
def guarded(x)
  x + 1
rescue ArgumentError
  0
end
i = 0
n = 0
while i < 2_000_000
  begin
    n += 1
  rescue
    n -= 1
  else
    n += 1
  end
  begin
    n += guarded(i) & 1
  ensure
    n += 1
  end
  i += 1
end
p n
