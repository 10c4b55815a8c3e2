# %s and %p, String#% with an Array or a single value, taint
def t(*a); r = sprintf(*a); puts "#{a.inspect} => #{r.inspect}"; rescue Exception => e; puts "#{a.inspect} => #{e.class}: #{e.message}"; end
t("%s", nil); t("%5s", "ab"); t("%-5s|", "ab"); t("%.1s", "abc"); t("%05s", "ab")
t("%.0s", "abc"); t("%+s", 1); t("%#s", 1); t("%5.2s", "abc"); t("%ss", 1)
t("%p", nil); t("%5p", nil); t("%-6p|", "a"); t("%.2p", "abc")
p "%s" % [[1, 2]]; p "%s %s" % [1, 2]; p "%s" % nil; p "%s" % [nil]; p "%d" % 3.99
p format("%s", "x".taint).tainted?; p format("%s".taint, "x").tainted?
p format("%d", 1).tainted?
