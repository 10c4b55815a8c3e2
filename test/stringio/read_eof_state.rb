# read(n) after a read that hit the end returns nil until the position is set
require 'stringio'
require "helper"
show(:a) { s=StringIO.new(""); [s.read(0)] }
show(:b) { s=StringIO.new(""); [s.read(0), s.read(0)] }
show(:c) { s=StringIO.new(""); x = s.read(0); [x, s.read(1), s.read(0)] }
show(:d) { s=StringIO.new("a"); s.read; s.read(0) }
show(:e) { s=StringIO.new("a"); s.getc; s.read(0) }
show(:f) { s=StringIO.new("a"); s.pos = 1; s.read(0) }
show(:g) { s=StringIO.new("a"); s.read(1); s.read(0) }
show(:h) { s=StringIO.new("a"); s.read(1); s.read(0, "zz") }
show(:i) { s=StringIO.new("ab"); s.read(1); s.read(0) }
show(:j) { s=StringIO.new("a"); s.read(1); s.rewind; s.pos=1; s.read(0) }
show(:k) { s=StringIO.new("a"); s.pos=1; s.read(0, "zz") }
show(:l) { s=StringIO.new("a"); s.pos=3; s.read(0, "zz") }
show(:m) { s=StringIO.new("a"); s.pos=3; s.read(nil, "zz") }
show(:n) { s=StringIO.new("a"); s.pos=3; s.read(1, "zz") }
show(:o) { s=StringIO.new("abc"); s.pos=1; s.read(0, "zz") }
show(:p) { s=StringIO.new(""); s.read(0, "zz") }
show(:q) { s=StringIO.new("a"); s.read(1); s.read(0); }
show(:r) { s=StringIO.new("a"); s.read(1); x = s.read(0); x }
show(:s) { s=StringIO.new("a"); s.read(1); [s.read(0)] }
show(:t) { s=StringIO.new("a"); s.read(1); y = [1]; [s.read(0)] }
show(:d) { s=StringIO.new("a"); s.read; [s.pos, s.read(0)] }
show(:d2) { s=StringIO.new("a"); s.read; s.pos = 1; [s.pos, s.read(0)] }
show(:d3) { s=StringIO.new("a"); s.read; s.rewind; s.read(1); [s.pos, s.read(0)] }
show(:d4) { s=StringIO.new("a"); s.read; s.getc; [s.pos, s.read(0)] }
show(:d5) { s=StringIO.new("a"); s.read; s.seek(0, 2); [s.pos, s.read(0)] }
show(:d6) { s=StringIO.new("a"); s.read; s.write("b"); [s.pos, s.read(0)] }
show(:d7) { s=StringIO.new("a"); s.read; s.ungetc(?a); [s.pos, s.read(0), s.read(0)] }
show(:d8) { s=StringIO.new("ab"); s.read(1); s.read; [s.pos, s.read(0)] }
show(:d9) { s=StringIO.new("a"); s.read; s.gets; [s.pos, s.read(0)] }
show(:c1) { s=StringIO.new("a"); s.read(1); s.read(1); [s.pos, s.read(0)] }
show(:c2) { s=StringIO.new("a"); s.getc; s.getc; [s.pos, s.read(0)] }
show(:c3) { s=StringIO.new("a"); s.gets; s.gets; [s.pos, s.read(0)] }
show(:c4) { s=StringIO.new("a"); s.read(1); s.read(1); s.read(nil); [s.pos, s.read(0)] }
show(:c5) { s=StringIO.new("a"); s.read(1); s.read(nil); [s.pos, s.read(0)] }
show(:c6) { s=StringIO.new("a"); s.read(1); s.read(1); s.eof?; [s.pos, s.read(0)] }
show(:c7) { s=StringIO.new("a"); s.read(5); [s.pos, s.read(0)] }
show(:c8) { s=StringIO.new("a"); s.sysread(1); [s.pos, s.read(0)] }
show(:c9) { s=StringIO.new("a"); s.read; s.string = "x"; [s.pos, s.read(0)] }
show(:e1) { s=StringIO.new("a"); s.read; s.string << "bc"; [s.pos, s.read(0), s.read(1)] }
