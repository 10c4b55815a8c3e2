# bm_vm_const.rb - constant references: top level, inside a class method,
# nested module constants and Foo::Bar paths (YARV vm1_const shape)
Const = 1
module Outer
  Inner = 2
  class K
    Own = 3
    def sum; Const + Inner + Own; end
  end
end
k = Outer::K.new
i = 0
s = 0
while i < 2_000_000
  s += Const + Outer::Inner + Outer::K::Own
  s += k.sum
  i += 1
end
p s
