# gets with separators: paragraph mode "", nil, multi-char, limit; lineno and $.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("g.txt", "w") { |f| f.write "\n\npara one\nline2\n\n\n\npara two\n\nlast" }
f = File.open("g.txt")
t(:para1) { f.gets("") }
t(:lineno) { [f.lineno, $.] }
t(:para2) { f.gets("") }
t(:para3) { f.gets("") }
t(:para_eof) { f.gets("") }
t(:lineno2) { [f.lineno, $.] }
f.rewind
t(:after_rewind) { [f.lineno, $.] }
t(:nil_sep) { f.gets(nil) }
t(:nil_eof) { f.gets(nil) }
f.rewind
t(:multi) { f.gets("ne") }
t(:multi2) { f.gets("ne") }
t(:multi3) { f.gets("\n\n\n") }
t(:lastline) { $_ }
t(:one_char) { f.gets("o") }
t(:limit) { f.gets(3) }
t(:sep_limit) { f.gets("x", 4) }
t(:bad_sep) { f.gets(:x) }
t(:two_args_nil) { f.gets(nil, 2) }
f.lineno = 100
t(:set_lineno) { f.gets; [f.lineno, $.] }
$. = 7
t(:dollar_dot) { [f.lineno, $.] }
f.rewind
t(:readline) { f.readline }
f.read
t(:readline_eof) { f.readline }
t(:gets_eof) { f.gets }
t(:lastline_eof) { $_ }
f.rewind
$/ = "a"
t(:rs_gets) { f.gets }
$/ = "\n"
t(:readlines_para) { f.rewind; f.readlines("") }
t(:readlines_nil) { f.rewind; f.readlines(nil) }
t(:readlines_multi) { f.rewind; f.readlines("ne\n") }
t(:each_line_para) { f.rewind; a = []; f.each_line("") { |l| a << l }; a }
t(:each_line_ret) { f.rewind; f.each_line { } .equal?(f) }
t(:lines) { f.rewind; f.lines("\n\n").to_a }
t(:each_byte) { f.rewind; a = []; f.each_byte { |b| a << b; break if a.size == 3 }; a }
t(:bytes) { f.rewind; f.bytes.first(4) }
t(:each_char) { f.rewind; f.each_char.first(4) }
t(:chars) { f.rewind; f.chars.to_a.size }
t(:each_line_no_block) { f.each_line.class }
f.close
t(:foreach) { a = []; IO.foreach("g.txt", "") { |l| a << l }; a }
t(:foreach_enum) { IO.foreach("g.txt").to_a.size }
t(:readlines_sep) { IO.readlines("g.txt", "o") }
t(:readlines_missing) { IO.readlines("missing") }
