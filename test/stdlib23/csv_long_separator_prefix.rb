# CSV.parse as 1.8.7 with a column separator longer than one character:
# a cell that is just its first character and ends the row is lost (nil),
# while after a closing quote a start of it that the row's end cuts short
# is more of the cell; anywhere else such text is kept as it is
require "csv"
require "stringio"
require "helper"
[["\"q\"ab\n", "abc"], ["\"q\"a", "ab"], ["\"q\"a\r\n", "ab"], ["\"q\"ax\n", "ab"], ["\"q\"a\n", "abc"], ["ab\n", "abc"], ["ab", "abc"], ["ab\nx", "abc"], ["x,ab\n", "abc"], ["a\n", "abc"], ["\"q\"ab", "abc"], ["a\r", "ab"], ["a\r", "abc"], ["a\rq", "ab"], ["c,a\n", "ab"], ["aba\n", "ab"], ["a\n", "aa"], ["aaa\n", "aa"], ["\"\"a\n", "ab"]].each { |i, fs| show("#{i.inspect} #{fs}") { CSV.parse(i, fs) } }
show(:pl) { CSV.parse_line("a\n", "ab") }
show(:pr) { r = []; [CSV.parse_row("a\nb", 0, r, "ab"), r] }
show(:reader) { CSV::Reader.create("a\nb", "ab").to_a rescue $!.class }
show(:io) { CSV::Reader.create(StringIO.new("a\nb\n\"q\"a\nxa\n"), "ab").to_a }
show(:io2) { CSV::Reader.create(StringIO.new("\"q\"ab\na\r\n"), "abc").to_a }
