# Marshal errors beyond the corpus: undumpable containers and classes,
# malformed or inconsistent data, user hooks that are missing or wrong
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]{6,}/, 'ADDR')}"
end
try("default proc") { Marshal.dump(Hash.new { |h, k| k }) }
try("default proc nested") { Marshal.dump([1, Hash.new { }]) }
try("singleton class") { Marshal.dump(class << Object.new; self; end) }
try("singleton string") { s = "s"; def s.hi; end; Marshal.dump(s) }
try("anonymous subclass") { Marshal.dump(Class.new(String).new("x")) }
try("match data") { Marshal.dump("ab".match(/a/)) }
try("unbound method") { Marshal.dump(String.instance_method(:size)) }
try("unlinked") { Marshal.load("\004\b@\006") }
try("bad symlink") { Marshal.load("\004\b;\000") }
try("bad symbol type") { Marshal.load("\004\bo\"\006x") }
try("unknown class") { Marshal.load("\004\bS:\fNoSuchS\000") }
try("unknown class path") { Marshal.load("\004\bc\025Comparable::Nope") }
try("class is module") { Marshal.load("\004\bc\017Comparable") }
try("module is class") { Marshal.load("\004\bm\vString") }
try("old module form") { Marshal.load("\004\bM\017Comparable") }
S2 = Struct.new(:a)
try("struct member") { Marshal.load("\004\bS:\aS2\006:\006bi\006") }
try("struct ok") { Marshal.load("\004\bS:\aS2\006:\006ai\006") }
try("no marshal_load") { Marshal.load("\004\bU:\vObject0") }
class OnlyDump; def _dump(l); "d"; end; end
try("no _load") { Marshal.load(Marshal.dump(OnlyDump.new)) }
class BadDump; def _dump(l); :sym; end; end
try("_dump symbol") { Marshal.dump(BadDump.new) }
try("too short in string") { Marshal.load("\004\b\"\ab") }
try("too short in bignum") { Marshal.load("\004\bl+\a\000\000") }
try("too short in long") { Marshal.load("\004\bi\002\001") }
try("no version") { Marshal.load("\004") }
try("major 5") { Marshal.load("\005\b0") }
try("array of links") { Marshal.load("\004\b[\a\"\006a@\006") }
class Both2
  def marshal_dump; [:a, self.class]; end
  def marshal_load(x); @got = x; end
  attr_reader :got
end
try("marshal_dump value") { Marshal.load(Marshal.dump(Both2.new)).got }
class SelfRef < Both2
  def marshal_dump; [self]; end
end
try("self link in marshal_dump") do
  l = Marshal.load(Marshal.dump(SelfRef.new))
  l.got[0].equal?(l)
end
