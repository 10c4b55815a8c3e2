# StringIO: write (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:write_taint) { s=StringIO.new; s.write("a".taint); s.string.tainted? }
show(:syswrite) { s=StringIO.new; s.syswrite("abc") }
show(:syswrite_ro) { StringIO.new("a".freeze).syswrite("x") }
show(:print_ret) { s=StringIO.new; s.print("x") }
show(:putc_empty) { s=StringIO.new; s.putc("") ; s.string }
show(:putc_float) { s=StringIO.new; s.putc(97.9) ; s.string }
show(:write_append_pos) { s=StringIO.new("ab", "a+"); s.write("c"); [s.pos, s.read, s.string] }
show(:write_shared) { x="ab"; y=x.dup; s=StringIO.new(y); s.write("Z"); [x, y] }
show(:puts_arr) { s=StringIO.new; s.puts([1,[2,nil]], "x\n"); s.string }
show(:printf_empty) { s=StringIO.new; s.printf; s.string } 
