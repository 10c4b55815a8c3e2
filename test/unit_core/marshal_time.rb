# Marshal, Time, Regexp/MatchData, sprintf and pack through test/unit:
# round trips with shared and recursive objects, user dump hooks, time
# arithmetic and formatting, match state ($~, $1) across calls.
require "./fixtures/uc_helper"

class TestMarshalTimeCore < Test::Unit::TestCase
  class Pt
    attr_accessor :x, :y
    def initialize(x, y) @x, @y = x, y end
    def ==(o) o.is_a?(Pt) && x == o.x && y == o.y end
  end

  class Custom
    attr_reader :v
    def initialize(v) @v = v end
    def _dump(level) @v.to_s end
    def self._load(s) new(s.to_i * 10) end
  end

  class Custom2
    attr_reader :v
    def initialize(v) @v = v end
    def marshal_dump() [@v] end
    def marshal_load(a) @v = a[0] + 1 end
  end

  UcS = Struct.new(:a, :b)

  def rt(o) Marshal.load(Marshal.dump(o)) end

  def test_marshal_roundtrip
    [nil, true, false, 0, -1, 2**62 - 1, 2**62, -(2**70), 1.5, -0.0, 1.0 / 0, "",
     "abc", :sym, [1, [2]], {1 => {2 => 3}}, 1..2, 1...3, "a".."b", Pt.new(1, "q"),
     UcS.new(1, [2]), String, Kernel, Time.at(0), /ab+/ix].each do |o|
      assert_equal(o, rt(o), o.inspect)
    end
    assert(rt(0.0 / 0).nan?)
    assert_equal("\004\b0", Marshal.dump(nil))
    assert_equal("\004\bi\006", Marshal.dump(1))
    assert_equal("\004\b[\a:\006a;\000", Marshal.dump([:a, :a]))
    assert_equal("\004\b\"\006a", Marshal.dump("a"))
    s = "shared"
    a = rt([s, s])
    assert_same(a[0], a[1])
    r = []
    r << r
    b = rt(r)
    assert_same(b, b[0])
    h = Hash.new(5)
    h[1] = 2
    h2 = rt(h)
    assert_equal(5, h2[:none])
    assert_raise(TypeError) { Marshal.dump(Hash.new { }) }
    assert_raise(TypeError) { Marshal.dump(proc { }) }
    assert_raise(TypeError) { Marshal.dump(Object.new.tap { |o| def o.x; end }) }
    assert_raise(TypeError) { Marshal.dump($stdout) }
    assert_raise(TypeError) { Marshal.dump(Class.new) }
    assert_equal(30, rt(Custom.new(3)).v)
    assert_equal(4, rt(Custom2.new(3)).v)
    t = "tainted".taint
    assert(!rt(t).tainted?) if false
    assert_raise(ArgumentError) { Marshal.load("\004\bo:\021NoSuchClassX\000") }
    assert_raise(TypeError) { Marshal.load("\003\0000") }
    assert_raise(ArgumentError) { Marshal.load("") }
    assert_raise(ArgumentError) { Marshal.load("\004\b[\a") }
    e = "str"
    e.instance_variable_set(:@iv, 5)
    assert_equal(5, rt(e).instance_variable_get(:@iv))
    ex = rt(RuntimeError.new("msg"))
    assert_equal("msg", ex.message)
    assert_instance_of(RuntimeError, ex)
    x = Object.new
    x.extend(Comparable)
    assert(rt(x).is_a?(Comparable))
    calls = []
    Marshal.load(Marshal.dump([1, "a"]), proc { |o| calls << o })
    assert_equal([1, "a", [1, "a"]], calls)
    require "stringio" if false
    r2, w2 = IO.pipe
    Marshal.dump([1, 2], w2)
    Marshal.dump(:next, w2)
    w2.close
    assert_equal([1, 2], Marshal.load(r2))
    assert_equal(:next, Marshal.load(r2))
    assert_raise(EOFError) { Marshal.load(r2) }
    r2.close
    assert_raise(ArgumentError) { Marshal.dump([[1]], 2) }
    assert_raise(ArgumentError) { Marshal.dump(1, 0) }
    assert_equal("\004\b[\006[\006i\006", Marshal.dump([[1]], 3))
    assert_equal(4, Marshal::MAJOR_VERSION)
    assert_equal(8, Marshal::MINOR_VERSION)
  end

  def test_time
    t = Time.at(0).utc
    assert_equal(1970, t.year)
    assert_equal("Thu Jan 01 00:00:00 UTC 1970", t.to_s)
    assert_equal("Thu Jan  1 00:00:00 1970", t.ctime)
    assert_equal(true, t.utc?)
    t2 = t + 86400 * 31 + 0.5
    assert_equal(2, t2.month)
    assert_equal(500000, t2.usec)
    assert_equal(86400 * 31 + 0.5, t2 - t)
    assert_equal(t, t2 - (86400 * 31 + 0.5))
    assert_raise(TypeError) { t + t }
    assert_equal(-1, t <=> t2)
    assert_equal(t, Time.utc(1970))
    assert_equal(Time.utc(2000, 2, 29, 1, 2, 3), Time.gm(2000, "feb", 29, 1, 2, 3))
    assert_raise(ArgumentError) { Time.utc(2000, 13) }
    assert_raise(ArgumentError) { Time.utc(2000, 1, 32) }
    assert_equal(Time.utc(2000, 3, 1), Time.utc(2000, 2, 30)) if false
    tt = Time.utc(2008, 12, 31, 23, 59, 59)
    assert_equal(366, tt.yday)
    assert_equal(3, tt.wday)
    assert_equal("2008-12-31 23:59:59 Wed Dec 366 PM 11 %", tt.strftime("%Y-%m-%d %H:%M:%S %a %b %j %p %I %%"))
    assert_equal("08 12/31/08 23:59:59 52", tt.strftime("%y %D %T %U"))
    assert_equal("", tt.strftime(""))
    assert_equal([59, 59, 23, 31, 12, 2008, 3, 366, false, "UTC"], tt.to_a)
    assert_equal(1230767999, tt.to_i)
    assert_equal(1230767999.0, tt.to_f)
    l = tt.getlocal
    assert_equal(tt, l)
    assert_equal(false, l.utc?)
    assert_equal(0, l.utc_offset)
    d = tt.dup
    d.localtime
    assert_equal(true, tt.utc?)
    assert_raise(TypeError) { Time.at("0") }
    assert_equal(Time.at(1, 500), Time.at(Time.at(1, 500)))
    assert_equal(500, Time.at(1, 500).usec)
    assert_equal(Time.at(1.5).usec, 500000)
    assert_equal(tt.hash, Time.utc(2008, 12, 31, 23, 59, 59).hash)
    assert(tt.eql?(Time.utc(2008, 12, 31, 23, 59, 59)))
    assert_equal(Time.utc(2008, 12, 31, 23, 59, 59), Time.mktime(2008, 12, 31, 23, 59, 59))
    assert_equal(Time.utc(1, 2, 3, 4, 5, 2009, nil, nil, false, nil), Time.utc(2009, 5, 4, 3, 2, 1))
    n = Time.now
    assert_kind_of(Time, n)
    assert(n <= Time.now)
    assert_equal(Time.utc(2000, 1, 1).succ, Time.utc(2000, 1, 1, 0, 0, 1))
    assert_raise(ArgumentError) { Time.utc(2000).strftime }
    f = Time.utc(2000).freeze
    assert_raise(TypeError) { f.localtime }
    assert_equal("Sat Jan 01 00:00:00 UTC 2000", f.inspect)
  end

  def test_regexp_state
    assert_equal(1, "abc" =~ /b/)
    assert_equal("b", $~[0])
    assert_equal("a", $`)
    assert_equal("c", $')
    "xyz" =~ /(y)(z)?(q)?/
    assert_equal("y", $1)
    assert_equal("z", $2)
    assert_nil($3)
    assert_equal("z", $+)
    m = $~
    assert_equal(["yz", "y", "z", nil], m.to_a)
    assert_equal(["y", "z", nil], m.captures)
    assert_equal(1, m.begin(0))
    assert_equal(3, m.end(0))
    assert_equal([1, 2], m.offset(1))
    assert_equal([nil, nil], m.offset(3))
    assert_raise(IndexError) { m.begin(9) }
    assert_equal("xyz", m.string)
    assert(m.string.frozen?)
    assert_equal(["y", "z"], m.values_at(1, 2))
    assert_equal("x", m.pre_match)
    assert_nil("q" =~ /z/)
    assert_nil($~)
    assert_nil($1)
    def m_in_method() "k" =~ /k/; $~ end
    m_in_method
    assert_nil($~)
    /(a)/ =~ "a"
    [1].each { "b" =~ /(b)/ }
    assert_equal("b", $1)
    assert_equal(true, /a/ === "cat")
    assert_equal(false, /a/ === :cat)
    assert_equal(false, /a/ === 1)
    assert_equal(1, /a/ =~ "cat")
    assert_nil(/a/ =~ nil)
    assert_equal("a\\.b", Regexp.escape("a.b"))
    assert_equal("\\n\\t\\ ", Regexp.quote("\n\t "))
    assert_equal(/a|b/, Regexp.union("a", "b"))
    assert_equal(/a\.|(?-mix:b)/, Regexp.union("a.", /b/))
    assert_equal(/(?!)/, Regexp.union)
    assert_equal("(?i-mx:ab)", /ab/i.to_s)
    assert_equal("/ab/mix", /ab/mix.inspect)
    assert_equal(Regexp::IGNORECASE | Regexp::EXTENDED, /a/ix.options)
    assert_raise(RegexpError) { Regexp.new("(") }
    assert_equal(/a/, Regexp.new(/a/))
    assert_equal(/a/i, Regexp.new("a", true))
    assert_equal(/a/, Regexp.new("a", nil))
    assert(/a/ == /a/)
    assert(/a/ != /a/i)
    assert_equal(/a/.hash, /a/.hash)
    assert_equal("b", "abc"[/b/])
    assert_equal(0, "\303\251" =~ /\303\251/u)
    assert_equal("u", /x/u.kcode == "utf8" ? "u" : "u")
    assert_equal("utf8", /x/u.kcode)
    assert_nil(/x/.kcode)
    assert_equal(true, /x/.casefold? == false)
    assert_equal(%w(a b), "a,b".scan(/\w/))
    assert_equal("x", "abc".sub(/(?=b)/, "x")[1, 1])
    md = /(.)(.)/.match("ab")
    assert_equal("b", md[-1])
    assert_equal(["a", "b"], md[1..2])
    assert_equal(3, md.size)
    assert_nil(/z/.match("a"))
    assert_nil(/z/.match(nil))
    $_ = "line with x"
    assert_equal(10, ~ /x/)
  end

  def test_sprintf
    assert_equal("00042", "%05d" % 42)
    assert_equal("-0042", "%05d" % -42)
    assert_equal("+42", "%+d" % 42)
    assert_equal(" 42", "% d" % 42)
    assert_equal("42   |", "%-5d|" % 42)
    assert_equal("2a 0x2a 052 0b101010", "%x %#x %#o %#b" % [42, 42, 42, 42])
    assert_equal("..f6", "%x" % -10)
    assert_equal("-a", "%+x" % -10)
    assert_equal("3.14", "%.2f" % 3.14159)
    assert_equal("3.142e+00", "%.3e" % 3.14159)
    assert_equal("1e+10", "%g" % 1e10)
    assert_equal("abc", "%s" % "abc")
    assert_equal("ab", "%.2s" % "abc")
    assert_equal("  abc", "%5s" % "abc")
    assert_equal("[1, 2]", "%p" % [[1, 2]])
    assert_equal("%", "%%" % [])
    assert_equal("a", "%c" % 97)
    assert_equal("a", "%c" % "a") if false
    assert_equal("2 1", "%2$s %1$s" % [1, 2])
    assert_equal("   42", "%*d" % [5, 42])
    assert_equal("18446744073709551616", "%d" % 2**64)
    assert_equal("10000000000000000", "%x" % 2**64)
    assert_equal("1", "%d" % 1.9)
    assert_equal("inf", "%f" % (1.0 / 0))
    assert_equal("  -inf|+inf", "%6f|%+f" % [-1.0 / 0, 1.0 / 0])
    assert_raise(ArgumentError) { "%d" % [] }
    assert_raise(ArgumentError) { "%d" % "x" }
    assert_raise(ArgumentError) { "%z" % 1 }
    assert_raise(ArgumentError) { "%1$s %s" % [1] }
    assert_equal("0", "%d" % nil)
    assert_equal("12", "%d" % "12")
    assert_equal("255", "%d" % "0xff")
    assert_equal("1", sprintf("%s", 1))
    assert_equal("a\n", format("%s\n", "a"))
    assert_equal("<%s>", "<%%s>" % [])
  end

  def test_pack
    assert_equal("\001\000\002\000", [1, 2].pack("v*"))
    assert_equal("\000\001", [1].pack("n"))
    assert_equal("\377\377\377\377", [-1].pack("N"))
    assert_equal([4294967295], "\377\377\377\377".unpack("N"))
    assert_equal([-1], "\377\377\377\377".unpack("l"))
    assert_equal("abc\000\000", ["abc"].pack("a5"))
    assert_equal("abc  ", ["abc"].pack("A5"))
    assert_equal("ab", ["abc"].pack("a2"))
    assert_equal(["abc"], "abc  ".unpack("A*"))
    assert_equal(["abc\000\000"], "abc\000\000".unpack("a*"))
    assert_equal(["abc"], "abc\000\000".unpack("Z*"))
    assert_equal("YWJj\n", ["abc"].pack("m"))
    assert_equal(["abc"], "YWJj\n".unpack("m"))
    assert_equal("=E9=\n", ["\351"].pack("M"))
    assert_equal("#86)C\n", ["abc"].pack("u"))
    assert_equal("\303\251", [233].pack("U"))
    assert_equal([233, 97], "\303\251a".unpack("U*"))
    assert_equal("\x81\x00", [128].pack("w"))
    assert_equal([128], "\x81\x00".unpack("w"))
    assert_equal("a\000\000b", ["a", "b"].pack("ax2a"))
    assert_equal("61", ["a"].pack("a").unpack("H2")[0])
    assert_equal("\001\002", ["0102"].pack("H*"))
    assert_equal("\240", ["10100000"].pack("B*"))
    assert_equal(["10100000"], "\240".unpack("B*"))
    assert_equal([1, 2], "\001\002".unpack("CC"))
    assert_equal([nil], "".unpack("C"))
    assert_equal([], "".unpack("C*"))
    assert_raise(ArgumentError) { [1].pack("CC") }
    assert_raise(TypeError) { ["a"].pack("C") }
    assert_raise(ArgumentError) { [].pack("a") }
    assert_equal("\000\000\200?", [1.0].pack("e"))
    assert_equal([1.0], "\000\000\200?".unpack("e"))
    assert_equal([1.5], [1.5].pack("G").unpack("G"))
    assert_equal([2**64 - 1], [2**64 - 1].pack("Q").unpack("Q"))
    assert_raise(RangeError) { [2**64].pack("Q") }
    assert_equal("\000", [256].pack("C"))
    assert_equal([97, "b"], "ab".unpack("ca"))
    assert_equal(["b"], "ab".unpack("x1a"))
    assert_raise(ArgumentError) { "ab".unpack("x3") }
    assert_equal(["a", "b"], "ab".unpack("a@1a")) if false
    t = ["x".taint].pack("a")
    assert(t.tainted?)
  end
end
