# the EOF state: what sets it, what clears it, what it changes
require 'stringio'
require "helper"
def mk; s = StringIO.new("a"); s.read; s.string << "bc"; s; end
%w(getc gets read eof? readlines each_byte.to_a each_char.to_a sysread readchar getbyte).each { |m| show("after_flag_#{m}") { s = mk; [eval("s.#{m}"), s.pos] } }
show(:read2) { s = mk; [s.read(2), s.read(2), s.pos] }
show(:gets_last) { s=StringIO.new("a"); s.gets; [s.read(0)] }
show(:gets_last2) { s=StringIO.new("a\n"); s.gets; [s.read(0)] }
show(:each_byte) { s=StringIO.new("a"); s.each_byte{}; [s.read(0)] }
show(:each_char) { s=StringIO.new("a"); s.each_char{}; [s.read(0)] }
show(:each_line) { s=StringIO.new("a"); s.each_line{}; [s.read(0)] }
show(:readlines) { s=StringIO.new("a"); s.readlines; [s.read(0)] }
show(:eofq) { s=StringIO.new("a"); s.getc; s.eof?; [s.read(0)] }
show(:read_buf) { s=StringIO.new("a"); s.read(5, "x"); [s.read(0)] }
show(:read_nil) { s=StringIO.new("a"); s.read(nil); [s.read(0)] }
show(:truncate) { s=StringIO.new("a"); s.read; s.truncate(0); [s.read(0)] }
show(:lineno) { s=StringIO.new("a"); s.read; s.lineno = 0; [s.read(0)] }
show(:reopen) { s=StringIO.new("a"); s.read; s.reopen("b"); [s.read(0)] }
show(:pos_same) { s=StringIO.new("a"); s.read; s.pos = s.pos; [s.read(0)] }
show(:seek_cur0) { s=StringIO.new("a"); s.read; s.seek(0, 1); [s.read(0)] }
show(:ungetc_eof) { s=StringIO.new("a"); s.read; s.ungetc(-1); [s.read(0)] }
show(:dup) { s=StringIO.new("a"); s.read; d = s.dup; [d.read(0)] }
show(:empty_read) { s=StringIO.new(""); s.read; [s.read(0)] }
show(:read_exact_then_0) { s=StringIO.new("ab"); s.read(2); [s.read(0), s.read(1), s.read(0)] }
