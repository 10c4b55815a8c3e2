# sprintf widths, precisions and positions past what an int holds raise
# "width too big" / "precision too big" (a 32-bit build once overflowed
# the long it counted in and tried to pad to the wrapped width).
require "helper"

%w(%2147483647$s %2147483648d %4294967295d %4294967296d %4294967297d
   %21474836470d %99999999999d %.2147483648d %.4294967296f %.4294967297s
   %-4294967296d %04294967296x %*4294967296$d %1$4294967296d
   %2147483648$s %4294967296$s).each do |f|
  show(f) { (f % [5]).size }
end
show("small widths") { ["%5d" % 3, "%-5s|" % "a", "%.3f" % 1.0, "%1$*2$d" % [1, 4]] }
show("star from arg") { ["%*d" % [6, 1], "%-*d|" % [3, 1], "%.*f" % [2, 1.0]] }
