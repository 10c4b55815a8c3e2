# Marshal.load of a Float: the mantissa tail after a NUL counts only where the
# number's text ends ("3." stops before the dot, as 1.8.7's strtod)
d = Marshal.dump(3.25e-10)
p d
(2...d.size).each do |i|
  ["x", "\0", "5", "e", "-", "."].each do |c|
    m = d.dup
    m[i] = c
    r = (Marshal.load(m) rescue $!)
    puts "#{i} #{c.inspect} #{r.inspect}"
  end
end
[1.5, 0.1, -0.0, 1e100, 2.5e-300, 123.456, -7.25e20, 1e-320, 1.0 / 3].each { |f| x = Marshal.load(Marshal.dump(f)); p [x, x == f] }
# compile errors name no options
x = ")e"
p((/#{x}/i rescue $!))
p((/#{x}/mx rescue $!))
p((/#{x}/u rescue $!))
p((Marshal.load("\004\b/\a)e\005") rescue $!))
p((Regexp.new(x, 7) rescue $!))
