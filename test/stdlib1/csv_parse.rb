require 'csv'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
['a,b,c', 'a,,c', ',', '', '""', '"",""', 'a,"b,c",d', '"a""b"', 'a"b,c', '"a"b', '"abc', 'a,b\nc,d', "a,b\nc,d", "a,b\r\nc,d", "a,\"b\nc\",d\ne", 'a, b ,c', "a,b\n", "\n", "a\rb", '"a"  ,b', ' "a",b', "a,b\r", "x,\"y\r\nz\"", 'a;b'].each{|s|
  t(s){ [s, CSV.parse_line(s), CSV.parse(s)] }
}
t(1){ CSV.parse_line('a;b;"c;d"', ?;) }
t(2){ CSV.parse_line("a;b|c;d", ?;, ?|) }
t(3){ CSV.parse("a;b|c;d", ';', '|') }
t(4){ CSV.parse_line('a\tb', "\t") }
t(5){ CSV.parse("a,b\nc\n\nd,,\"\"") }
t(6){ r=[]; CSV.parse("a,b\nc,d"){|row| r << row}; r }
t(7){ CSV.parse("a,b\nc,d"){|row| } }
[['a','b'], ['a', nil, 'c'], ['a', '', 'c'], [], [nil], [''], ['a,b', 'c"d', "e\nf", "g\rh", ' i '], [1, 2.5, :sym], ['x;y'], [nil, nil]].each{|row|
  t(row){ [CSV.generate_line(row), CSV.generate_line(row, ?;), CSV.generate_line(row, ?;, ?|)] }
}
t(8){ CSV.generate_line(['a', 'b'], ',', "\r\n") }
t(9){ CSV.generate_line(nil) }
t(10){ buf = ''; CSV.generate_row(['a', 'b'], 2, buf); CSV.generate_row(['c', 'd', 'e'], 2, buf); buf }
t(11){ buf = ''; x=CSV.generate_row(['a', nil], 2, buf, ?;, ?|); [x, buf] }
t(12){ row = []; r = CSV.parse_row("a,b\nc,d", 0, row); [r, row] }
t(13){ row = []; r = CSV.parse_row("a,b\nc,d", 4, row); [r, row] }
t(14){ row = []; r = CSV.parse_row("a,\"b", 0, row); [r, row] }
t(15){ row = []; r = CSV.parse_row("", 0, row); [r, row] }
t(16){ CSV.parse_line("a,b\nc,d") }
t(17){ CSV.parse_line("\"a\nb\",c\nd") }
t(18){ CSV.parse("a,b", ",,") }
t(19){ CSV.parse("a,b", ",", ",") }
t(20){ CSV.parse_line("a,b", "") }
t(21){ CSV.generate_line(["a", "b"], "") }
t(22){ CSV.parse_line(nil) }
t(23){ CSV.parse("a,\"b\"c\nd") }
t(24){ CSV.parse("a\n\"b") }
t(25){ CSV.parse_line("a,b,") }
t(26){ CSV.parse("ab,cd", "bc") }
t(27){ CSV.parse("a,b;;c,d", ",", ";;") }
