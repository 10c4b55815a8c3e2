# StringIO: ungetc (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:ungetc_big_pos) { s=StringIO.new("abc"); s.read; [s.ungetc(?z), s.string, s.pos] }
show(:getc_after_ungetc) { s=StringIO.new("ab"); s.getc; s.ungetc(?Z); [s.getc, s.getc] }
show(:ungetc_then_write) { s=StringIO.new("abc"); s.read(2); s.ungetc(?X); s.write("YZ"); s.string }
