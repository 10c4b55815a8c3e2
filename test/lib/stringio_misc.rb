# StringIO details beyond the corpus case: modes, ungetc at 0, putc,
# readchar/readline at EOF, each with a separator, truncate growing.
require 'stringio'
io = StringIO.new("ab")
io.ungetc(?z)
p io.string, io.pos
p io.read
begin
  io.readchar
rescue EOFError => e
  puts "#{e.class}: #{e.message}"
end
begin
  io.readline
rescue EOFError => e
  puts "#{e.class}: #{e.message}"
end
w = StringIO.new("hello", "w")
p w.string
w.putc ?A
w.putc "BC"
p w.string
r = StringIO.new("a;b;c")
p r.each(";").class
r.rewind
a = []
r.each(";") { |x| a << x }
p a
t = StringIO.new("xy")
t.truncate(4)
p t.string
p StringIO.new.tty?, StringIO.new.sync, StringIO.new.fileno
p StringIO.new("q").eof?
s = StringIO.new("1\n2\n")
s.gets
p s.lineno
p StringIO.new("abc").read(2, buf = "")
p buf
