# StringIO: write (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:writer) { StringIO.new("a").write("x") }
show(:putc) { s=StringIO.new; [s.putc(?a), s.putc("bcd"), s.putc(321), s.string, (s.putc(nil) rescue $!)] }
show(:write) { s=StringIO.new; [s.write("ab"), s.write(12), (s << "x" << 1).equal?(s), s.print("a","b"), s.printf("%03d",5), s.puts(1,[2,3]), s.string, s.syswrite("q")] }
show(:posbeyond) { s=StringIO.new("ab"); s.pos=5; s.write("x"); s.string }
show(:append) { s=StringIO.new("ab","a"); s.pos=0; s.write("x"); [s.string, s.pos] }
show(:taint) { s=StringIO.new("ab".taint); [s.tainted?, s.read.tainted?, StringIO.new("ab").read.tainted?] }
show(:taint2) { s=StringIO.new("abc\nd".taint); [s.gets.tainted?, s.getc] }
show(:eofwrite) { s=StringIO.new("ab","w"); s.eof? }
show(:wr_pos) { s=StringIO.new("abcdef"); s.pos=2; s.write("XY"); [s.string, s.pos] }
show(:w_then_read) { s=StringIO.new("abcdef", "r+"); s.write("X"); s.read }
show(:putsnone) { s=StringIO.new; s.puts; s.string }
show(:printnone) { s=StringIO.new; $_ = "under"; s.print; s.string }
show(:printsep) { s=StringIO.new; $, = "-"; $\ = "!"; s.print("a","b"); $, = nil; $\ = nil; s.string }
show(:write_ret0) { s=StringIO.new; s.write("") }
