# IO#dup of a read-only File: 1.8.7 does not fflush it but leaves it at its
# position: inside its buffer when stdio knew the offset (after a seek),
# else with nothing buffered and that position known, so whichever of the
# two streams reads first gets the rest (they share the descriptor's offset)
File.open("a.txt", "w") { |f| f.write("ab\ncd\n\nef") }
(0..3).each do |k|
  f = File.open("a.txt"); f.read(k); g = f.dup
  p [k, g.pos, g.read, f.pos, f.read]
  f = File.open("a.txt"); f.read(k); g = f.dup
  p [k, f.pos, f.read, g.pos, g.read]
  f = File.open("a.txt"); f.read(k); g = f.dup
  p [k, f.tell, g.tell, f.read, g.read]
  f = File.open("a.txt"); f.rewind; f.read(k); g = f.dup
  p [k, g.pos, g.read, f.pos, f.read]
end
f = File.open("a.txt"); f.getc; f.ungetc(?Z); g = f.dup
p [g.pos, g.read, f.pos, f.read]
# a writable one is flushed: its buffer dropped, the descriptor shared
f = File.open("a.txt", "r+"); f.read(2); g = f.dup
p [g.pos, g.read, f.pos, f.read]
f = File.open("a.txt", "r+"); f.getc; f.ungetc(?Z); g = f.dup
p [g.pos, g.read, f.pos, f.read]
