# arguments of integer conversions: Float truncates (nan/inf FloatDomainError),
# Strings convert strictly with a base prefix, nil is 0
def t(*a); r = sprintf(*a); puts "#{a.inspect} => #{r.inspect}"; rescue Exception => e; puts "#{a.inspect} => #{e.class}: #{e.message}"; end
[0, -1, 2**64, 3.7, -3.7, 1e20, 1.0 / 0, -1.0 / 0, 0.0 / 0, nil, "12", "0x1f",
 "0b101", "1_000", " 12 ", "abc", "", "12abc", "1e3", "0o17", "017", "1__2",
 true, [1]].each do |v|
  t("%d", v)
  t("%x", v)
end
t("%c", 65); t("%c", 321); t("%c", -1); t("%c", "ABC"); t("%c", nil); t("%c", 65.7)
t("%5c", 65); t("%-5c|", 65); t("%05c", 65)
