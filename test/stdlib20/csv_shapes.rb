# CSV (1.8.7 API): parse_line/parse/generate_line/generate_row/parse_row,
# separators, quoting and its errors, open/foreach/read, Reader and Writer
require "helper"
require 'csv'
require 'stringio'
eval_lines
__END__
CSV.parse_line("a,b,c")
CSV.parse_line("a,\"b,c\",d")
CSV.parse_line("\"a\"\"b\",c")
CSV.parse_line("")
CSV.parse_line(",")
CSV.parse_line("a,")
CSV.parse_line("\"\"")
CSV.parse_line("\"\",\"\"")
CSV.parse_line("a\r\nb")
CSV.parse_line("a\nb")
CSV.parse_line("\"a\nb\",c")
CSV.parse_line("a\"b,c")
CSV.parse_line("\"a\"b,c")
CSV.parse_line("\"a")
CSV.parse_line("a;b", ?;)
CSV.parse_line("a;b|c;d", ?;, ?|)
CSV.parse_line("a b", " ") rescue $!.class
CSV.parse_line(" a , b ")
CSV.parse_line("a,b\r\n")
CSV.parse_line("a,b\r")
CSV.parse("a,b\nc,d\n")
CSV.parse("a,b\r\nc,d\r\n")
CSV.parse("a,b\nc")
CSV.parse("\"x\ny\",z\nq")
CSV.parse("a,b\n\nc")
CSV.parse("a;b|c;d", ?;, ?|)
CSV.parse("a,\"b") rescue [$!.class, $!.message]
CSV.parse("a,b\nc,\"d") rescue [$!.class, $!.message]
r = []; CSV.parse("a,b\nc,d") { |row| r << row }; r
CSV.generate_line(["a", "b,c", "d\"e", nil, "", "f\ng", 1, 2.5])
CSV.generate_line([])
CSV.generate_line([nil])
CSV.generate_line([""])
CSV.generate_line(["a", "b"], ?;)
CSV.generate_line(["a", "b"], ?,, ?|)
CSV.generate_line(["a;b", "c|d"], ?;, ?|)
CSV.generate_line([" a", "b "])
CSV.generate_line(["a\rb"])
s = ""; CSV.generate_row(["a", "b"], 2, s); s
s = ""; CSV.generate_row(["a", "b", "c"], 2, s); s
s = ""; CSV.generate_row([], 0, s); s
CSV.parse_row("a,b\nc,d", 0, r = []); r
CSV.parse_row("a,b\nc,d", 4, r = [])
CSV.parse_row("\"a", 0, r = [])
File.open("t.csv", "w") { |f| f << "1,2\n3,\"4\n5\"\n" }; CSV.open("t.csv", "r").to_a
CSV.open("t.csv", "r") { |row| p row }
CSV.readlines("t.csv")
CSV.read("t.csv")
CSV.read("t.csv", 3) rescue $!.class
CSV.foreach("t.csv") { |row| p row }
CSV.open("w.csv", "w") { |w| w << ["a", nil] << [1, "b,c"] }; File.read("w.csv")
w = CSV.open("w2.csv", "w"); w << ["x"]; w.add_row(["y"]); w.close; File.read("w2.csv")
CSV.open("w3.csv", "w", ?;) { |w| w << ["a", "b"] }; File.read("w3.csv")
CSV.open("t.csv", "rb", ?,).shift
CSV.open("t.csv", "x") rescue [$!.class, $!.message]
CSV.open("nonexist.csv", "r") rescue $!.class
rd = CSV::Reader.create("a,b\nc,d"); [rd.shift, rd.shift, rd.shift]
rd = CSV::Reader.create("a,b\nc,d"); rd.each { |x| p x }; rd.close
CSV::Reader.parse("a,b\nc,d") { |x| p x }
CSV::Reader.parse(StringIO.new("q,w")) { |x| p x }
buf = ""; wr = CSV::Writer.create(buf); wr << ["a", "b"]; wr.add_row(["c"]); wr.close; buf
buf = ""; CSV::Writer.generate(buf) { |w| w << [1, 2] }; buf
buf = ""; CSV::Writer.generate(buf, ?;) { |w| w << [1, 2] }; buf
CSV::Cell rescue $!.class
CSV::Row rescue $!.class
CSV::IllegalFormatError.superclass
CSV::StringReader.new("a,b").shift
CSV::IOReader.new(StringIO.new("a,b\n1,2")).to_a rescue $!.class
CSV.parse("a,b\n") { |r| p r.class }
CSV.parse_line("a,b").class
CSV.parse_line("a,,b").map { |x| x.class }
CSV.parse_line("\"\",").map { |x| x.class }
CSV.generate_line(["a", "b"]).class
