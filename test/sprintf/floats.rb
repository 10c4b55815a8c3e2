# float conversions with flags, width and precision
def t(*a); r = sprintf(*a); puts "#{a.inspect} => #{r.inspect}"; rescue Exception => e; puts "#{a.inspect} => #{e.class}: #{e.message}"; end
[0.0, -0.0, 1.5, -1.5, 123456.789, 1e-10, 1e300, 1.0 / 0, -1.0 / 0, 0.0 / 0, 5, 2**70,
 "1.5", "1e3", " 1.5 ", "abc", "", nil].each do |v|
  %w(%f %e %E %g %G %+08.2f %-9.1e| %#.0f %#g % .3G %020.3f).each { |f| t(f, v) }
end
t("%a", 1.0)
