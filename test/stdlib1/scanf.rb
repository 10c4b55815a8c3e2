$VERBOSE = nil; require "scanf"; $VERBOSE = false
def t(s); begin; r = yield; puts r.inspect; rescue Exception => e; puts "#{s}: #{e.class}: #{e.message}"; end; end
[["123 456", "%d %d"], ["123 abc", "%d %s"], ["12abc", "%d%s"], ["abc", "%d"], ["-12 +7", "%d %d"], ["0x1f 017 99", "%i %i %i"], ["1f 17", "%x %o"], ["FF", "%X"], ["3.14 -2.5e3", "%f %e"], ["1.5", "%g"], ["1e5", "%f"], [".5", "%f"], ["12345", "%3d%2d"], ["hello world", "%s%s"], ["hello world", "%5c"], ["abc", "%c"], ["  x", "%c"], ["ab12", "%[a-z]%d"], ["ab12", "%[^0-9]%d"], ["a,b", "%[^,],%s"], ["10%", "%d%%"], ["x=5", "x=%d"], ["y=5", "x=%d"], ["1 2 3", "%d %*d %d"], ["", "%d"], ["42", ""], ["12 34", "%d"], ["abc def", "%3s"], ["1,2,3", "%d,%d,%d"], ["7", "%u"], ["-7", "%u"], ["1.2.3", "%f%f"], ["  42  ", " %d "], ["3.0", "%d"], ["abc", "%2c"], ["0", "%x"], ["+", "%d"], ["1e", "%f"], ["12 ab", "%d%[ab]"], ["a-b", "%[a-]"], ["5 6", "%ld %hd"], ["\t1\n2", "%d%d"], ["09", "%i"], ["0b", "%i"]].each{|s, f|
  t([s, f]){ [s, f, s.scanf(f)] }
}
t(1){ r = []; "1 2 3 4".scanf("%d"){|x| r << x}; r }
t(2){ "1 2 3 4".scanf("%d"){|x| x[0] * 2} }
t(3){ "a1b2".scanf("%c%d"){|c, d| [c, d]} }
t(4){ "1 2".scanf("%q") }
t(5){ "1 2".scanf(5) }
t(6){ File.open("in.txt", "w"){|f| f.puts "1 2"; f.puts "3 4"}; File.open("in.txt"){|f| [f.scanf("%d %d"), f.scanf("%d"), f.pos, f.scanf("%d"), f.scanf("%d")] } }
t(7){ File.open("in.txt"){|f| r = []; f.scanf("%d"){|x| r << x}; r } }
t(8){ Scanf.constants.sort rescue $! }
t(9){ Scanf::FormatString.new("%d %s").spec_count rescue $! }
