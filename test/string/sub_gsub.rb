# sub/gsub(!): frozen and modified receivers, replacement escapes, empty matches, $~ after
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end
t(1) { n = 0; r = ("abc".freeze.sub!("a") { n += 1; "x" } rescue $!); [n, r] }
t(2) { n = 0; r = ("abc".freeze.gsub!("a") { n += 1; "x" } rescue $!); [n, r] }
t(3) { n = 0; r = ("abc".freeze.gsub!(/./) { n += 1; "x" } rescue $!); [n, r] }
t(4) { s = "abc"; s.sub!("a") { s.freeze; "x" } }
t(5) { s = "abc"; s.gsub!(/./) { s.freeze; "x" } }
t(6) { s = "abc"; s.sub!("a") { s << "d"; "x" } }
t(7) { s = "abc"; s.gsub!("a") { s << "d"; "x" } }
t(8) { s = "abc"; s.gsub("a") { s << "d"; "x" } }
t(9) { s = "abc"; s.scan(/./) { s << "d" } }
t(10) { s = "abc"; s.each_line { s << "d" } }
t(11) { s = "a\nb\n"; r = []; s.each_line { |l| r << l; s.replace("x\ny\nz\n") if r.size == 1 }; r }
t(12) { s = "abc"; s.each_byte { |b| s.replace("") } }
t(13) { s = "abc"; r = []; s.each_char { |c| r << c; s << "d" if r.size < 3 }; r }
t(14) { s = "abc"; s.sub(/b/) { $~[0] + $` + $' } }
t(15) { "abc".sub(/b/) { |m| m.frozen? } }
t(16) { "abc".sub(/(b)/, '<\1\0\&\\\\\`\'\+\k>') }
t(17) { "abc".sub("b", '\0\0') }
t(18) { "abc".gsub(/b/, nil) }
t(19) { "abc".gsub(/b/, :x) }
t(20) { "abc".sub(/(?:)/, "-") }
t(21) { "abc".gsub(//, "-") }
t(22) { "abc".gsub(/x*/, "-") }
t(23) { "abc".gsub(/$/, "-") }
t(24) { "a\nb".gsub(/^/, "-") }
t(25) { "abc".gsub("", "-") }
t(26) { "abc".sub("", "-") }
t(27) { "aaa".gsub(/a/) { |x| $~.begin(0).to_s } }
t(28) { "abc".gsub(/b/) { nil } }
t(29) { "abc".gsub(/b/) { 1 } }
t(30) { "abc".gsub(/b/) { break 5 } }
t(31) { "abc".sub!(/b/) { break 5 } }
t(32) { "abc".sub(/b/, "\\") }
t(33) { "abc".sub(/b/, "x\\") }
t(34) { "abc".sub(/(b)/, "\\9") }
t(35) { "abc".sub(/(b)/, "\\10") }
t(36) { $~ = nil; "abc".gsub(/x/, "y"); $~ }
t(37) { "abc".gsub(/b/, "y"); $~ }
t(38) { "abc".sub(/b/, "y"); $~ }
t(39) { "abc".gsub(/b/) { "y" }; $~ }
t(40) { "abcb".gsub(/b/) { "y" }; $~.begin(0) }
