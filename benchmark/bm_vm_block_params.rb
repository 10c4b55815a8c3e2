# bm_vm_block_params.rb - yield to blocks of 0, 1, 2 and 3 parameters from a
# Ruby method, and a block reading and writing an outer local
def y0; yield; end
def y1(x) yield x end
def y2(x) yield x, x end
def y3(x) yield x, x, x end
i = 0
n = 0
while i < 1_000_000
  y0 { n += 1 }
  y1(i) { |a| n += a & 1 }
  y2(i) { |a, b| n += (a ^ b) + 1 }
  y3(i) { |a, b, c| n += c & 3 }
  i += 1
end
p n
