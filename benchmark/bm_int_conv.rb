# bm_int_conv.rb - Integer#to_s(base), String#to_i(base), Integer(), Float(), hex, oct, chr, rand
n = 0
srand(42)
200_000.times do |i|
  n += i.to_s(2).size + i.to_s(16).size
  n += "ff".to_i(16) + "777".oct + "0x1f".hex
  n += Integer("12") + Float("1.5").to_i
  n += (i % 256).chr.size
  n += rand(10)
end
p n > 0
