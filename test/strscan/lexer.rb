require 'strscan'
require "helper"
# a small tokenizer, the way libraries use StringScanner
def tokens(src)
  s = StringScanner.new(src)
  out = []
  until s.eos?
    if s.skip(/\s+/) then next
    elsif t = s.scan(/\d+(\.\d+)?/) then out << [:num, t, s[1]]
    elsif t = s.scan(/[a-z_]\w*/i) then out << [:id, t]
    elsif t = s.scan(/"((?:[^"\\]|\\.)*)"/) then out << [:str, s[1]]
    elsif t = s.scan(/[-+*\/=(),]/) then out << [:op, t]
    else raise "bad char at #{s.pos}: #{s.peek(3).inspect}"
    end
  end
  out
end
show(:ok) { tokens(%q{x = 12 + foo(3.5, "a\"b") * y2}) }
show(:bad) { tokens("a $ b") }
lines = StringScanner.new("one\ntwo\n\nthree")
r = []
while l = lines.scan_until(/\n/)
  r << [l, lines.bol?]
end
r << lines.rest
show(:lines) { r }
