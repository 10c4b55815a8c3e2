# DL's C arrays: PtrData#to_a(type, size), Array#to_ptr, String#to_ptr,
# DL.malloc memory filled with pack and read back, a struct! with an array
# member, an array passed to libc's qsort with a DL callback.
# Expected output: fixtures/ref_dl_arrays.rb on the oracle (built without
# dl): the same values computed with pack/unpack and Array#sort.
require "dl"
require "dl/import"

ints = [5, -3, 9, 1]
p ints.to_ptr.to_a("I"), ints.to_ptr.size, ints.to_ptr("L").to_a("L", 2)
p [1.5, -2.25].to_ptr.to_a("D"), [0.5].to_ptr("F").to_a("F")
p [1, 200, 3].to_ptr("C").to_a("C"), [300, -2].to_ptr("H").to_a("H")
p ["ab", "cde"].to_ptr.to_a("S"), ["x", "y", "z"].to_ptr("S").to_a("S", 2)
s = "hello"
p s.to_ptr.to_s, s.to_ptr.size, s.to_ptr.to_str, s.to_ptr[1, 3]

m = DL.malloc(DL.sizeof("I4"))
m[0, 16] = [10, 20, 30, 40].pack("i4")
p m.size, m.to_a("I"), m.to_a("I", 2), m.to_a("C", 4), m.to_a("H", 2)
m[4, 4] = [-1].pack("i")
p m.to_a("I")

# a pointer array ending at NULL: "P" and "S" stop there without a size
strs = ["one", "two", "three"].map {|x| x.to_ptr }
arr = DL.malloc(DL.sizeof("P4"))
arr[0, DL.sizeof("P4")] = (strs.map {|x| x.to_i } + [0]).pack("L!4")
p arr.to_a("S", 3), arr.to_a("P", 3).map {|x| x.to_s }
p DL::PtrData.new(arr.to_i, 0).to_a("S")

# a struct with an array member
st = DL.malloc(DL.sizeof("IC4D"))
st.struct!("IC4D", :n, :tag, :d)
st[:n] = 7
st[:tag] = [65, 66, 67, 0]
st[:d] = 2.5
p st[:n], st[:tag], st[:d], st.to_a("I", 1), st.data_type

# qsort through a DL callback
module Sorter
  extend DL::Importable
  dlload "libc.so.6"
  callback "int cmp(void*, void*)"
  def self.cmp(a, b)
    a.to_a("I", 1)[0] <=> b.to_a("I", 1)[0]
  end
  extern "void qsort(void*, size_t, size_t, void*)"
end
buf = ints.to_ptr
Sorter.qsort(buf, ints.size, DL.sizeof("I"), Sorter.sym("cmp"))
p buf.to_a("I")

# errors
[lambda { m.to_a("X") }, lambda { m.to_a("I", 5) }, lambda { DL::PtrData.new(0).to_a("I", 1) },
 lambda { [Object.new].to_ptr("I") }].each do |f|
  begin
    f.call; puts "no error"
  rescue StandardError => e
    puts e.class
  end
end
