# CSV: parse_line/parse/generate_line/generate_row/parse_row, Reader/Writer,
# open/foreach/read, malformed input, as 1.8.7
require 'csv'
require 'stringio'
require "helper"
$tmp = "/tmp/csv-api-#{$$}"
at_exit { [$tmp + ".csv", $tmp + "-2.csv"].each { |f| File.delete(f) rescue nil } }
eval_lines
__END__
CSV.parse_line("a,b,c")
CSV.parse_line("a,\"b,c\",\"d\"\"e\"")
CSV.parse_line("a,,\"\",d")
CSV.parse_line("")
CSV.parse_line("a;b", ?;)
CSV.parse_line("a\tb", ?\t)
CSV.parse_line("a,b\r\nc,d")
CSV.parse_line("a,b\nc,d", ?,, ?\n)
CSV.parse_line("a,\"b\nc\"")
CSV.parse_line("a,\"b")
CSV.parse_line("a\"b,c")
CSV.parse_line("\"a\"b,c")
CSV.parse_line(" a , b ")
CSV.parse_line("a,b,")
CSV.parse_line(",")
CSV.parse("a,b\nc,d\n")
CSV.parse("a,b\r\nc,d\r\n")
CSV.parse("a,b|c,d", ?,, ?|)
CSV.parse("a,b\n\nc,d")
CSV.parse("a,\"b\n")
x = []; CSV.parse("a,b\nc\n") { |r| x << r }; x
CSV.generate_line(["a", "b,c", "d\"e", nil, "", 1, 2.5])
CSV.generate_line(["a", "b"], ?;)
CSV.generate_line(["a\nb", "c\r"])
CSV.generate_line([])
CSV.generate_line([nil])
CSV.generate_line([""])
CSV.generate_line(["a"], ?,, ?\n)
s = ""; CSV.generate_row(["a", "b"], 2, s); CSV.generate_row(["c"], 1, s); s
s = ""; CSV.generate_row(["a", "b"], 1, s); s
CSV.parse_row("a,b\nc,d\n", 0, r = [])
r
CSV.parse_row("a,b\nc,d\n", 4, r = [])
r
CSV.parse_row("", 0, r = [])
r.class
CSV::Cell rescue $!.class
CSV::Row rescue $!.class
CSV::IllegalFormatError.superclass
CSV::Reader.parse("a,b\nc,d").to_a rescue $!
CSV::Reader.create("a,b\nc,d").shift rescue $!
r = CSV::Reader.create("a,b\nc,d"); [r.shift, r.shift, r.shift] rescue $!
r = CSV::Reader.create("a,b\nc,d"); x = []; r.each { |row| x << row }; x rescue $!
io = StringIO.new; w = CSV::Writer.create(io); w << ["a", "b"]; w.add_row(["c", nil]); w.close; io.string rescue $!
s = ""; CSV::Writer.generate(s) { |w| w << [1, 2]; w << ["x"] }; s rescue $!
CSV::StringReader rescue $!.class
CSV::IOReader rescue $!.class
CSV::BasicWriter rescue $!.class
File.open("#{$tmp}.csv", "w") { |f| f.write("a,b\n1,2\n") }; CSV.open("#{$tmp}.csv", "r").to_a rescue $!
x = []; CSV.open("#{$tmp}.csv", "r") { |row| x << row }; x rescue $!
CSV.open("#{$tmp}-2.csv", "w") { |w| w << ["x", "y"]; w << [nil, "z"] }; File.read("#{$tmp}-2.csv") rescue $!
CSV.readlines("#{$tmp}.csv") rescue $!
x = []; CSV.foreach("#{$tmp}.csv") { |row| x << row }; x rescue $!
CSV.read("#{$tmp}.csv") rescue $!
CSV.read("#{$tmp}.csv", 5) rescue $!
CSV.read("#{$tmp}.csv", 5, 2) rescue $!
CSV.open("#{$tmp}.csv", "q") rescue [$!.class, $!.message]
CSV.open("#{$tmp}.csv", "r", ?;).to_a rescue $!
CSV.parse_line("a,b", ?,, ?,) rescue [$!.class, $!.message]
CSV.parse_line("ab", ?a, ?b) rescue [$!.class, $!.message]
CSV.parse_line("a,b", "", nil) rescue [$!.class, $!.message]
CSV.generate_line(["a,b"], ?,, "\r\n")
CSV.parse_line("a,b\r\n", ?,, "\r\n")
CSV.parse_line("a,\"\"\"\"")
CSV.parse_line("\"\"")
CSV.parse_line("\"\",\"\"")
CSV.parse_line("\r")
CSV.parse_line("a\r")
CSV.parse_line("a\rb")
CSV.parse("a\rb")
