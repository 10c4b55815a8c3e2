# csv: parse_line/parse/generate on odd rows, Reader/Writer, files, cell classes
require 'csv'
require "helper"
["a,b,c", "a,\"b,c\",d", "\"a\"\"b\",c", "", ",", "a,,b", "\"\"", "\"a\nb\",c", "a\r\nb", "a,b\n", " a , b ", "\"a\"b,c", "a\"b,c", "\"abc", "a,b\r\n",
 "\"a\",\"\"", "1,2\n3,4", "x;y"].each do |s|
  show("parse_line #{s.inspect}") { CSV.parse_line(s) }
  show("parse #{s.inspect}") { CSV.parse(s) }
end
show("parse_line sep") { CSV.parse_line("a;b", ?;) }
show("parse_line rs") { CSV.parse_line("a,b|c,d", ?,, ?|) }
show("parse blk") { r = []; CSV.parse("a,b\nc,d") { |row| r << row }; r }
show("generate_line") { CSV.generate_line(["a", nil, "", "b,c", "d\"e", "f\ng", 1, 2.5, :sym]) }
show("generate_line sep") { CSV.generate_line(["a", "b;c"], ?;) }
show("generate_line rs") { CSV.generate_line(["a", "b"], ?,, ?|) }
show("generate_row") { s = ""; CSV.generate_row(["a", "b"], 2, s); s }
show("generate_row short") { s = ""; CSV.generate_row(["a", "b"], 1, s); s }
show("parse_row") { CSV.parse_row("a,b\nc,d", 0, r = []); }
show("parse_row2") { r = []; n = CSV.parse_row("a,b\nc,d", 0, r); [n, r] }
show("parse_row3") { r = []; n = CSV.parse_row("a,b\nc,d", 4, r); [n, r] }
show("parse_row bad") { r = []; n = CSV.parse_row("\"a,b", 0, r); [n, r] }
show("cell") { CSV::Cell.new("x", false) rescue $!.class }
show("row") { CSV::Row rescue $!.class }
show("illegal") { CSV.parse("\"a\"b") }
show("illegal class") { CSV::IllegalFormatError.ancestors[0,3] }
File.open("t.csv", "w") { |f| f << "a,b\n1,2\n\"x,y\",z\n" }
show("open r") { r = []; CSV.open("t.csv", "r") { |row| r << row }; r }
show("open r noblk") { reader = CSV.open("t.csv", "r"); x = reader.shift; reader.close; x }
show("readlines") { CSV.readlines("t.csv") rescue $!.class }
show("read") { CSV.read("t.csv") rescue $!.class }
show("foreach") { r = []; CSV.foreach("t.csv") { |row| r << row }; r }
show("open w") { CSV.open("u.csv", "w") { |w| w << ["a", nil, "b c"]; w << [1, 2] }; File.read("u.csv") }
show("open bad mode") { CSV.open("u.csv", "x") }
show("reader") { CSV::Reader.create("a,b\nc,d").to_a }
show("reader each") { r = []; CSV::Reader.parse("a,b\nc,d") { |x| r << x }; r }
show("writer") { s = ""; w = CSV::Writer.create(s); w << ["a", "b"]; w.add_row(["c"]); w.close; s }
show("writer generate") { s = ""; CSV::Writer.generate(s) { |w| w << [1, 2] }; s }
show("string sep") { CSV.parse_line("a;b", ";") rescue $!.class }
show("nil cells") { CSV.parse_line("a,,\"\",b") }
show("nil cells class") { CSV.parse_line("a,,\"\",b").map { |c| c.class } }
show("to_a") { CSV.parse_line("a,b").class }
show("generate") { CSV.generate("g.csv") { |w| w << [1] }; File.read("g.csv") rescue $!.class }
