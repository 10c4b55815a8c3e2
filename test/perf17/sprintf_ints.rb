# sprintf integer directives on Fixnums (digits without a String) and
# Bignums: signs, flags, widths, precisions, bases, negative complements
require "helper"
vals = [0, 1, -1, 255, -255, 4095, 123456789, -987654321, 2**30 - 1, -2**30, 2**62 - 1, -2**62, 2**64 + 5, -(2**64 + 5)]
fmts = %w(%d %i %u %x %X %o %b %B %+d %+x % d %05d %-6d| %.4x %08.3X %#x %#o %#b %#X %-+8d| %+05X %x %.0d %3$s)
vals.each do |v|
  show("#{v}") { fmts.map { |f| (sprintf(f, v, v, v) rescue $!.class.to_s) } }
end
show("float to int") { [sprintf("%d", 3.99), sprintf("%x", -2.5), sprintf("%d", "0x1f"), sprintf("%b", "0b101")] }
show("nil") { sprintf("%d", nil) }
show("string arg") { sprintf("%d", "12abc") }
