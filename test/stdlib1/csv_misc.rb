require 'csv'
['a"b', '"a', 'a,"b"c', "a\rb", "\"a\nb\"\nc"].each{|s| p((CSV.parse_line(s) rescue $!)) }
p CSV.parse_line("a,b\r\nc")
p CSV.parse_line("a,b", ?;)
r = CSV::Reader.create("a\n\"b"); p((r.shift rescue $!)); p((r.shift rescue $!))
begin; CSV::StreamBuf.new; rescue NotImplementedError; p $!.class; end
File.open("f", "w"){|f| f.write "abcdef"}
b = CSV::IOBuf.new(File.open("f")); p b[0], b[1, 2], b.get(2), b.is_eos?, b.drop(2), b[0], b.drop(10), b.is_eos?, b[0]
