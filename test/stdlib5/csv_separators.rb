# csv: tab and CR separators, empty rows, Reader/Writer on odd input
require 'csv'
["a\tb\r\nc\td\r\n", "a\tb\nc", "\"a\r\nb\"\tc\r\n", "a\t\"b\"\"\"\r\n", "\r\n\r\n", "a\r", "a\rb"].each do |s|
  [[?\t, "\r\n"], [?\t, nil], ["\t", "\r"]].each do |fs, rs|
    r = CSV.parse(s, fs, rs) rescue r = $!.class
    puts "#{s.inspect} #{fs.inspect} #{rs.inspect}: #{r.inspect}"
  end
end
p CSV.generate_line(["a\r", "b\n", nil, ""], ?\t, "\r\n")
p CSV.generate_line([])
p CSV.generate_line([nil])
p CSV.generate_line([""])
p CSV.parse_line("")
p CSV.parse_line(",")
p CSV.parse_line("\"\"")
p CSV.parse_line("a,b", ",", ",") rescue p $!
p CSV.parse_line("a", "") rescue p $!
r = CSV::Reader.parse("a,b\n\nc,d\n") ; p r.class, r.instance_variables.sort
x = []; CSV::Reader.parse("a,b\n\nc,d\n") { |row| x << row }; p x
w = CSV::Writer.generate(s = "") { |wr| wr << []; wr << [nil]; wr << ["x"] }; p s
p CSV::Reader.create("a,b\nc").shift, CSV::Reader.create("").shift
rd = CSV::Reader.create("a,b\nc,d"); p rd.shift; p rd.shift; p rd.shift; p rd.each { }
p CSV.parse_row("a,b\r\nc", 0, []) rescue p $!
b = []; p CSV.parse_row("\"a\nb\",c\nd", 0, b), b
