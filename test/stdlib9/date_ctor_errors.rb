# Date and DateTime constructors refuse an invalid date or time from the
# constructor the caller named (new is civil under another name, as in
# 1.8.7, so the backtrace says `new')
require 'date'
[%q(Date.new(2001,13,1)), %q(Date.civil(2001,2,29)), %q(Date.ordinal(2001,366)),
 %q(Date.commercial(2001,54,1)), %q(DateTime.new(2001,13,1)),
 %q(DateTime.new(2001,2,3,25)), %q(DateTime.civil(2001,2,3,4,60)),
 %q(DateTime.ordinal(2001,34,24,1)), %q(DateTime.commercial(2001,5,6,-25)),
 %q(DateTime.jd(2451944,30))].each { |src|
  begin
    r = eval(src)
    puts "#{src} => #{r.to_s}"
  rescue ArgumentError => e
    # (eval puts where it was raised before the message, as 1.8 does)
    puts "#{src} => #{e.message[/`[^']*': .*/]}"
  end
}
p Date.method(:new).arity, DateTime.method(:new).arity
