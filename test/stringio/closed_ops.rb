# StringIO: close (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:getc_closed) { s=StringIO.new("ab"); s.close; s.getc }
show(:truncate_closed) { s=StringIO.new("ab"); s.close; s.truncate(0) }
show(:puts_closed) { s=StringIO.new("ab"); s.close; s.puts "x" }
show(:ungetc_closed) { s=StringIO.new("ab"); s.close; s.ungetc(1) }
show(:putc_closed_read) { s=StringIO.new("", "w"); s.putc(?a); s.string }
show(:each_closed) { s=StringIO.new("a"); s.close; s.each{} }
show(:each_byte_closed) { s=StringIO.new("a"); s.close; s.each_byte{} }
show(:eof_closed) { s=StringIO.new; s.close_read; s.eof }
show(:close_write_ro) { s=StringIO.new("ab".freeze); s.close_write }
show(:readlines_closed) { s=StringIO.new("a\nb\n"); s.close; s.readlines }
show(:print_closed_write) { s=StringIO.new; s.close_write; s.print "a" }
