# Kernel#sprintf / format / String#%: flags, positional args, errors
p sprintf("%s|%5s|%-5s|%.2s", "abc", "abc", "abc", "abc")
p sprintf("%p %p", "s", :sym), sprintf("%p", [1, nil])
p sprintf("%d %i %u", 1, -2, 3), sprintf("%+d % d %05d %-5d|", 1, 2, -3, 4)
p sprintf("%x %X %o %b", 255, 255, 8, 5), sprintf("%#x %#o %#b", 255, 8, 5)
p sprintf("%x", -255), sprintf("%+x", -255), sprintf("%b", -1), sprintf("%o", -1)
p sprintf("%e", 0.000123), sprintf("%.1e", 123456.0), sprintf("%g", 1e-10), sprintf("%G", 1e20)
p sprintf("%f", 1.5), sprintf("%.0f", 2.5), sprintf("%8.3f|", -1.5), sprintf("%-8.2f|", 1.0)
p sprintf("%c", 65), sprintf("%%"), sprintf("%2$s %1$s", "a", "b")
p sprintf("%*s|", 4, "x"), sprintf("%-*s|", 4, "x"), sprintf("%.*f", 2, 3.14159)
p format("%05s|", "ab"), format("%.3d", 5), format("%+.2d", 5)
p sprintf("%d", 2**70), sprintf("%x", 2**70), sprintf("%-25d|", -2**70)
p sprintf("abc"), sprintf("%s", nil), sprintf("%d", nil)
["%", "%d", "%q", "%1$s %s"].each do |f|
  begin
    p sprintf(f, 1)
  rescue ArgumentError => e
    puts "ArgumentError: #{e.message}"
  end
end
begin
  sprintf("%d %d", 1)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
begin
  sprintf("%d", "x1")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
begin
  sprintf
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
p "%s-%s" % [1, 2], "%.2f%%" % 99.5, "%s" % [[1]]
