# Date._parse/_strptime (and parse, strptime, ParseDate.parsedate through
# them) dup their string first, so a non-String fails as in 1.8.7
require 'date'
require 'parsedate'
def t
  r = yield
  p(r.is_a?(Hash) ? r.to_a.sort_by { |k, v| k.to_s } : r)
rescue Exception => e
  puts "#{e.class}: #{e.message.sub(/0x[0-9a-f]+/, 'X')}"
end
t { Date._parse(5) }
t { Date._parse(nil) }
t { Date.parse(5) }
t { Date._strptime(5) }
t { Date.strptime(5) }
t { Date._parse(:sym) }
o = Object.new
def o.to_str; "2001-02-03"; end
t { Date._parse(o) }
t { Date._strptime(nil) }
t { DateTime._strptime(5) }
t { ParseDate.parsedate(5) }
t { Date._parse("2001-02-03 10:00") }
t { Date._strptime("2001-02-03") }
s = "Sat Aug 28 02:55:50 1999"
t { [ParseDate.parsedate(s), s] }
