# a msgpack-0.3-shaped C extension (fixtures/packer: RBIGNUM_SIGN with
# rb_big2ull/rb_big2ll, rb_ull2inum/rb_ll2inum, rb_str_buf_new/cat,
# rb_str_resize, st_foreach over RHASH(h)->tbl, RFLOAT()->value) built
# against the installed headers; expected output: its Ruby model
# (fixtures/packer/model.rb, Array#pack) run by 1.8.7
require "fixtures/ext3"
require "helper"
Ext3.load("packer")

ints = [0, 1, 127, 128, 255, 256, 65535, 65536, 2**32 - 1, 2**32, 2**62, 2**63, 2**64 - 1,
        -1, -32, -33, -128, -129, -32768, -32769, -2**31, -2**31 - 1, -2**62, -2**63]
ints.each {|i| show("int #{i}") { s = Packer.pack(i); [s.unpack("H*")[0], Packer.unpack(s) == i, Packer.unpack(s).class] } }
show("too big") { begin Packer.pack(2**64); rescue RangeError; :range end }
show("too small") { begin Packer.pack(-2**63 - 1); rescue RangeError; :range end }
[nil, true, false, 1.5, -0.0, 1e300, "", "abc", "x" * 31, :sym, [], [1, [2, [3]]], {"a" => 1}].each do |o|
  show("pack #{o.inspect}") { Packer.pack(o).unpack("H*")[0] }
end
big = {"list" => (1..20).to_a, "str" => "y" * 40, "nested" => {"k" => [nil, 2.25]}}
show("round trip") { Packer.unpack(Packer.pack(big)) == big }
show("long string") { s = "z" * 70000; Packer.unpack(Packer.pack(s)) == s }
show("capacity") { Packer.pack("q" * 1000).size }
show("unknown") { Packer.pack(Object.new.class) }
show("deep") { a = []; 70.times { a = [a] }; Packer.pack(a) }
["", "\x91", "\xc1", "\x01\x02", "\xda\x00\x05ab"].each do |bad|
  show("unpack #{bad.unpack('H*')[0]}") { Packer.unpack(bad) }
end
show("unpack nil") { Packer.unpack(nil) }
