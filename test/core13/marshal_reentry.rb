# A continuation taken in user code Marshal.dump/Marshal.load call
# (_dump, marshal_dump, _load, marshal_load, the load proc, binmode,
# write), resumed after the dump or load returned: 1.8.7 raises
# "Marshal.dump reentered at ..." where going on would use what the
# finished call released; it never crashes.
require "helper"

class A; def _dump(l); cc; "x"; end; def self._load(s); new; end; end
class B; def marshal_dump; cc; 1; end; def marshal_load(x); end; end
class C; def _dump(l); "x"; end; def self._load(s); cc; new; end; end
class D; def marshal_dump; 1; end; def marshal_load(x); cc; end; end
class W; def write(s); cc; end; def binmode; end; end
class Bin; def write(s); end; def binmode; cc; end; end
class Hk; def hash; cc; 1; end; end

reentry("_dump") { Marshal.dump([A.new, 1]).size }
reentry("marshal_dump") { Marshal.dump([B.new, 1]).size }
reentry("_dump deep") { Marshal.dump([[1, [A.new]], "s", :sym, 2**70]).size }
reentry("_load") { Marshal.load(Marshal.dump([C.new, 1])).size }
reentry("marshal_load") { Marshal.load(Marshal.dump([D.new, 1])).size }
reentry("load proc") { Marshal.load(Marshal.dump([1, "a"]), proc { |x| cc; x }).size }
reentry("last write") { Marshal.dump(["a" * 50, "b"], W.new).class }
reentry("binmode") { Marshal.dump(["a"], Bin.new).class }
reentry("hash key while loading") { Marshal.load(Marshal.dump({ Hk.new => 1 })).size }
# the same objects without a continuation still round-trip
p Marshal.load(Marshal.dump([C.new, D.new, 1])).map { |o| o.class }
