require 'csv'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
["\n", "a", "a,", ",b", "\"a\"", "\"a\",", "a\n\n", "\"a\nb", "a,\"b\"x", "a\rb", "a\r", "\r\n"].each{|s| t(s){ row=[]; [s, CSV.parse_row(s, 0, row), row] } }
t(1){ CSV.parse_line("a\nb|c", ?;, ?|) }
t(2){ CSV.parse_line("a\rb|c", ?;, ?|) }
t(3){ CSV.parse("a\r\nb|c", ?;, ?|) }
t(4){ CSV.generate_line(["a\nb", "c|d", "e;f"], ?;, ?|) }
t(5){ CSV.generate_line(["a\rb"], ?;, ?|) }
t(6){ CSV.generate_line(['"']) }
File.open("f.csv", "w"){|f| f.write "a,b\n1,\"2\n3\"\n,\n" }
t(7){ CSV.open("f.csv", "r").to_a }
t(8){ r=[]; CSV.open("f.csv", "r"){|row| r << row}; r }
t(9){ CSV.open("f.csv", "r"){|row| }  }
t(10){ CSV.read("f.csv") }
t(11){ CSV.read("f.csv", 10, 4) }
t(12){ CSV.readlines("f.csv") }
t(13){ r=[]; CSV.foreach("f.csv"){|x| r << x}; r }
t(14){ CSV.foreach("f.csv").class }
t(15){ w = CSV.open("o.csv", "w"); w << ['a', nil] << ['b', ''] ; w.add_row(['c']); w.close; File.read("o.csv") }
t(16){ CSV.open("o.csv", "w"){|w| w << [1,2]; w << [] }; File.read("o.csv") }
t(17){ CSV.open("o.csv", "wb", ?;){|w| w << [1,2] }; File.read("o.csv") }
t(18){ CSV.open("o.csv", "x") }
t(19){ CSV.open("nope.csv", "r") }
t(20){ CSV.generate("g.csv"){|w| w << ['x','y'] }; File.read("g.csv") }
t(21){ CSV.generate("g.csv", ?;, "\r\n"){|w| w << ['x','y'] }; File.read("g.csv") }
t(22){ w = CSV.generate("g.csv"); w.class }
t(23){ r = CSV::Reader.parse("a,b\nc"); r.to_a }
t(24){ r = CSV::Reader.create("a,b\nc"); [r.class, r.shift, r.shift, r.shift, r.shift] }
t(25){ r = CSV::Reader.create("a,b\nc"); r.each{|x| p x}; r.close }
t(26){ buf = ''; w = CSV::Writer.create(buf); w << ['a', 'b']; w.close; buf }
t(27){ buf = ''; CSV::Writer.generate(buf, ?;){|w| w << ['a', 'b']}; buf }
t(28){ CSV::Reader.new("x") }
t(29){ CSV::Reader.create(File.open("f.csv")).class }
t(30){ r = CSV::Reader.create("a,\"b\nc"); r.shift }
t(31){ CSV::Reader.parse("a\nb"){|x| p x} }
t(32){ CSV.open("f.csv", "rb", ?;).to_a }
t(33){ CSV.parse(File.open("f.csv")) }
t(34){ CSV.parse_line("a,b,c"){|x| p x} }
t(35){ r = CSV::Reader.create("a\nb"); r.each{|x| break x} }
t(36){ (CSV::Writer.create("") << ['a']).class }
