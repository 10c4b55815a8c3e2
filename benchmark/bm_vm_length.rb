# bm_vm_length.rb - length/size/empty? of String, Array and Hash in a loop
# (YARV vm1_length shape)
s = "abcdefghij"
a = [1, 2, 3, 4, 5]
h = {:a => 1, :b => 2}
i = 0
n = 0
while i < 2_500_000
  n += s.length + a.size + h.size + a.length
  n += 1 if a.empty? || s.empty?
  i += 1
end
p n
