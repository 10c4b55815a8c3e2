# ARGF over several files: byte/char readers, close/closed?, seek/pos=, read across files
File.open("a1.txt", "w") { |f| f.write "ab\ncd\n" }
File.open("a2.txt", "w") { |f| f.write "EF\nGH\n" }
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
def reset(*files); ARGV.replace(files); end
reset("a1.txt", "a2.txt")
t(:read_len_across) { [ARGF.read(4), ARGF.read(5), ARGF.read(100), ARGF.read(1), ARGF.read] }
reset("a1.txt", "a2.txt")
t(:getbyte) { [ARGF.getbyte, ARGF.readbyte, ARGF.readchar] }
t(:each_byte) { a = []; ARGF.each_byte { |b| a << b }; a.size }
reset("a1.txt", "a2.txt")
t(:bytes) { ARGF.bytes.to_a.size }
reset("a1.txt", "a2.txt")
t(:chars) { ARGF.chars.to_a.join }
reset("a1.txt", "a2.txt")
t(:each_char) { a = []; ARGF.each_char { |c| a << c }; a.size }
reset("a1.txt", "a2.txt")
t(:lines) { ARGF.lines.to_a }
reset("a1.txt", "a2.txt")
t(:gets_close) { [ARGF.gets, ARGF.filename, ARGF.close.equal?(ARGF), ARGF.filename, ARGF.gets, ARGF.closed?] }
t(:closed_end) { [ARGF.gets, ARGF.closed?] }
reset("a1.txt")
t(:seek) { ARGF.gets; [ARGF.seek(1), ARGF.gets, (ARGF.pos = 0), ARGF.gets, ARGF.pos] }
reset("a1.txt")
t(:binmode) { ARGF.binmode.equal?(ARGF) }
t(:readchar_eof) { ARGF.read; ARGF.readchar }
t(:readbyte_eof) { ARGF.readbyte }
t(:getbyte_eof) { ARGF.getbyte }
t(:read_eof) { [ARGF.read, ARGF.read(1)] }
t(:eof_end) { ARGF.eof? }
t(:inspect) { [ARGF.inspect, ARGF.to_s] }
