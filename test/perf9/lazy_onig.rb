# libonig is loaded on first use (lazyonig.c): a program that builds no
# Regexp, or only searches for Strings (sub, gsub, scan, split, index,
# partition ... with a String pattern: literal searches, re.c), never maps
# it; a Regexp that needs Oniguruma maps it.  The /proc checks print "ok"
# on an interpreter that does not use Oniguruma at all (ruby187), so the
# expected output is the oracle's.  No regexp literal in this file: the
# parser compiles them when it reads the program.
exe = File.open("/proc/self/exe", "rb") {|f| f.read }
uses_onig = exe.include?("onig_new")
exe = nil

def onig_mapped?
  File.read("/proc/self/maps").include?("libonig")
end

def check(label, want_mapped, uses_onig)
  ok = !uses_onig || onig_mapped? == want_mapped
  puts "#{label}: #{ok ? "ok" : (want_mapped ? "libonig not mapped" : "libonig mapped")}"
end

check("start", false, uses_onig)

s = "a,b.c,d"
p s.sub(",", ";"), s.gsub(",", "<\\0>"), s.gsub(".") { $~.pre_match }
p $~, $~.begin(0), $~.post_match
t = s.dup
p t.sub!("x", "y"), t.gsub!("c", "C"), t
p s.scan(","), s.scan("."), $~.offset(0)
p s.split(","), s.split(".,"), s.split(""), s.split(",", 2), s.split("b.c")
p s.index(","), s.rindex(","), s.index(",", 2), s[".c"], s.include?("d")
p s.partition(","), s.rpartition(","), s.start_with?("a,"), s.end_with?(",d")
p s.match("b\\.c").to_a, s =~ Regexp.new("b\\.c"), $~[0]
p "abc".index(Regexp.new(""), 2), "abc".scan(Regexp.new("")), "abc".gsub("", "-")
p s.count(","), s.delete(","), s.tr(",", ";"), s.squeeze
p "x\ty\n".sub("\t", " "), "a b".split(" "), Regexp.escape("a.b*c")

check("after String searches", false, uses_onig)

p s.match("b.c").to_a   # String#match takes its String as a regexp
check("after String#match", true, uses_onig)
re = Regexp.new("(b|c)\\1+")
p re =~ "abccd", $~[0], $1
check("after a Regexp", true, uses_onig)
p "abc" =~ Regexp.new("("), 1 rescue p $!.class

# a literal regexp compiled late: under another $KCODE, with $= set
re2 = Regexp.new("b\\.c")
$KCODE = "s"
p re2 =~ "ab.c", re2.kcode, "ab.c".sub("b.", "")
$KCODE = "n"
p re2.kcode, "x.b.c".rindex(re2), "aB.C" =~ re2
$= = true
p "aB.C" =~ re2, "XB.CX".sub("b.c", "-"), "ABC".split("b")
