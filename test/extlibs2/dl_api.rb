# DL: libc's functions called through DL::Handle, DL::Symbol type strings,
# DL::PtrData and DL.callback.  MRI 1.8.7's oracle is built without dl:
# the expected output was written by hand from 1.8.7's documented
# behaviour and checked line by line.
require "helper"
require "dl"
libc = DL.dlopen("libc.so.6")
show("handle") { [libc.class, DL::Handle.ancestors.include?(Object), libc.to_i != 0] }
show("errors") { [DL::DLError.superclass, DL::DLTypeError.superclass] }
show("strlen") { libc["strlen", "IS"].call("hello") }
show("strlen sym") { s = libc.sym("strlen", "IS"); [s.class, s.name, s.proto, s.cproto] }
show("abs") { libc["abs", "II"].call(-42) }
show("labs") { libc["labs", "LL"].call(-2 ** 40) }
show("atof") { libc["atof", "DS"].call("2.75") }
show("pow") { DL.dlopen("libm.so.6")["pow", "DDD"].call(2.0, 10.0) }
show("ldexpf") { DL.dlopen("libm.so.6")["ldexpf", "FFI"].call(1.5, 2) }
show("toupper") { libc["toupper", "II"].call(?a) }
show("void") { libc["srand", "0I"].call(1) }
show("string out") { b = "\0" * 12; libc["sprintf", "IsSI"].call(b, "<%d>", 7); b.unpack("Z*") }
show("getenv nil") { libc["getenv", "SS"].call("DL_TEST_NO_SUCH_VAR") }
show("getenv") { ENV["DL_TEST_VAR"] = "v1"; libc["getenv", "SS"].call("DL_TEST_VAR")[0] }
show("by ref") { DL.dlopen("libm.so.6")["frexp", "DDi"].call(48.0, 0) }
show("by ref long") { e = DL.malloc(8); r = libc["strtol", "LSpI"].call("123xyz", e, 10); [r[0], e.ptr.to_s] }
show("nil pointer") { libc["strtol", "LSPI"].call("77", nil, 8)[0] }
show("arg count") { libc["abs", "II"].call }
show("arg type") { libc["abs", "II"].call("x") }
show("string type") { libc["strlen", "IS"].call(5) }
show("pointer type") { libc["strtol", "LSPI"].call("1", 2.5, 10) }
show("unknown symbol") { libc["dl_test_no_such_function"] }
show("unknown lib") { DL.dlopen("libdl_test_none.so") }
show("bad return type") { libc["abs", "XI"] }
show("bad arg type") { libc["abs", "I?"] }
show("no type") { libc["abs"].call(1) }
show("symbol new") { s = DL::Symbol.new(libc["abs"].to_i, "II", "abs"); [s.call(-1), s.name] }
show("to_ptr") { libc["abs"].to_ptr.class }
show("handle block") { r = nil; DL::Handle.new("libc.so.6") { |h| r = h["abs", "II"].call(-9)[0] }; r }
show("closed handle") { h = DL::Handle.new("libc.so.6"); h.close; h["abs"] }
show("flags") { [DL::RTLD_LAZY, DL::RTLD_NOW, DL::RTLD_GLOBAL] }
show("sizeof") { [DL.sizeof("C"), DL.sizeof("I"), DL.sizeof("CI"), DL.sizeof("CIDC"), DL.sizeof("C16"), DL.sizeof("P"), DL.sizeof("HC")] }
show("sizeof bad") { DL.sizeof("Q") }
m = DL.malloc(16)
show("malloc") { [m.class, m.size, m.null?, m.to_s, m.free == nil] }
show("aset") { m[0, 5] = "hello"; [m.to_s, m[1, 3], m[0]] }
show("to_str") { m.to_str(5) }
show("plus") { [(m + 1).to_s, (m + 1).size, ((m + 2) - 2) == m] }
show("range") { m[14, 4] }
show("strdup") { d = DL.strdup("abc"); [d.to_s, d.size] }
show("ref ptr") { r = m.ref; [r.ptr == m, r.size] }
show("null") { n = DL::PtrData.new(0); [n.null?, n.to_i] }
show("null read") { DL::PtrData.new(0).to_s }
show("new") { p2 = DL::PtrData.new(m.to_i, 4); [p2 == m, p2.size, p2.to_s(4), p2.eql?(m), p2 <=> m] }
show("free") { f = DL::PtrData.malloc(4); [f.free.class, f.free.name, DL::FREE.proto] }
show("cmp") { [(m <=> m + 1), (m + 1 <=> m)] }
show("callback") do
  cmp = DL.callback("IPP") { |a, b| a.to_s(4).unpack("i")[0] <=> b.to_s(4).unpack("i")[0] }
  buf = [5, 3, 9, 1, 7].pack("i*")
  libc["qsort", "0PLLP"].call(buf, 5, 4, cmp)
  [cmp.class, cmp.proto, buf.unpack("i*"), DL.remove_callback(cmp), DL.remove_callback(cmp)]
end
show("callback double") { cb = DL.callback("DDI") { |d, i| d * i }; r = cb.call(1.5, 4); DL.remove_callback(cb); r }
show("callback no block") { DL.callback("II") }
show("callback raise") { cb = DL.callback("II") { |i| raise "in callback #{i}" }; begin; cb.call(3); ensure; DL.remove_callback(cb); end }
s = DL.malloc(DL.sizeof("ICDI2"))
show("struct!") { s.struct!("ICDI2", :a, :c, :d, "arr"); [s.data_type, s.size] }
show("struct set") { s[:a] = 7; s[:c] = 65; s[:d] = 2.5; s[:arr] = [3, 4]; [s[:a], s[:c], s[:d], s["arr"], s[0, 4].unpack("i")] }
show("struct missing") { s[:zz] }
show("struct set missing") { s[:zz] = 1 }
show("struct bounds") { t = DL.malloc(4); t.struct!("ID", :i, :d); t[:d] = 1.0 }
show("union!") { u = DL.malloc(8); u.union!("ID", :i, :d); u[:d] = 1.0; [u[:i], u.size, u.data_type] }
show("no layout") { DL.malloc(4)[:a] }
show("struct bad type") { DL.malloc(4).struct!("Q", :a) }
show("struct ptr member") { t = DL.malloc(DL.sizeof("PS")); t.struct!("PS", :p, :s); t[:p] = m; d = DL.strdup("str"); t[:s] = d; [t[:p] == m, t[:s], d.size] }
