# StringIO: ungetc (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:ungetc0) { s=StringIO.new("ab"); [s.ungetc(?x), s.pos, s.string, s.read] }
show(:ungetc1) { s=StringIO.new("ab"); s.getc; [s.ungetc(?x), s.pos, s.string, s.read] }
show(:ungetcend) { s=StringIO.new("ab"); s.pos=5; [s.ungetc(?x), s.pos, s.string, s.read] }
show(:ungetcnil) { s=StringIO.new("ab"); s.getc; [s.ungetc(nil), s.pos] }
show(:ungetcstr) { s=StringIO.new("ab"); s.getc; s.ungetc("x") }
show(:ungetcro) { s=StringIO.new("ab".freeze); s.getc; [s.ungetc(?a), s.ungetc(?a), s.pos,s.string] }
show(:ungetcro2) { s=StringIO.new("ab".freeze); s.getc; s.ungetc(?x) }
show(:ro1) { s=StringIO.new("ab".freeze); s.getc; [s.ungetc(?a), s.pos] }
show(:ro2) { s=StringIO.new("ab".freeze); s.getc; s.ungetc(?a); s.ungetc(?a) }
show(:ro3) { s=StringIO.new("ab".freeze); s.ungetc(?a) }
show(:ro4) { s=StringIO.new("ab", "r"); s.getc; [s.ungetc(?x), s.string] }
show(:ro5) { s=StringIO.new("ab", "w"); s.ungetc(?x) }
show(:ungetbig) { s=StringIO.new("ab"); s.getc; [s.ungetc(0x161), s.string] }
show(:ungetneg) { s=StringIO.new("ab"); s.getc; [s.ungetc(-1), s.string] }
