# StringIO: read (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:getc_kcode) { $KCODE="u"; s=StringIO.new("é"); r=s.getc; $KCODE="n"; r }
show(:eof_pos) { s=StringIO.new("ab"); s.read; [s.eof?, s.eof] }
show(:read_len0_eof) { s=StringIO.new("a"); s.read; [s.read(0), s.read(0, "qq")] }
show(:getbyte) { s=StringIO.new("a"); [s.getbyte, s.getbyte] }
show(:read0mid) { StringIO.new("ab").read(0) }
show(:read_pos_beyond_buf) { s=StringIO.new("ab"); s.pos=9; b="q"; [s.read(1,b), b] }
show(:read_nil_beyond_buf) { s=StringIO.new("ab"); s.pos=9; b="q"; [s.read(nil,b), b] }
show(:sysread_nil) { s=StringIO.new(""); s.sysread(nil) }
show(:sysread_0) { s=StringIO.new("a"); s.sysread(0) }
show(:sysread_0eof) { s=StringIO.new(""); s.sysread(0) }
show(:sysread_buf) { s=StringIO.new("abc"); b=""; s.sysread(2,b); b }
show(:getc_nonascii) { StringIO.new("\xff").getc }
