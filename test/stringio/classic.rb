# everyday patterns: truncate then puts, seek beyond then print, overwrite, modes, dup, ungetc, EOF reads
require 'stringio'
require "helper"
show(:truncate_puts) { io = StringIO.new(""); io.puts "abc"; io.truncate(0); io.puts "def"; io.string }
show(:seek_beyond_print) { io = StringIO.new; io.seek(100); io.print "last"; io.string.size }
show(:overwrite) { s = StringIO.new; ['', 'just another ruby', 'hacker'].each { |r| s.puts(r); s.rewind }; s.string }
show(:mode_w_plus) { f = StringIO.new("", "w+"); f.write("foo"); f.rewind; f.read }
show(:mode_a) { f = StringIO.new("", "a"); f.write("foo"); [f.string, (f.read rescue $!.class)] }
show(:mode_r_plus_w) { f = StringIO.new("", "r+"); f.write("x"); f.string }
show(:fcntl) { StringIO.new.fcntl }
show(:close_twice) { f = StringIO.new(""); f.close; f.close }
show(:closed_after_rw) { f = StringIO.new(""); f.close_read; f.close_write; [f.closed?, (f.close rescue $!.message)] }
show(:dup_write) { f = StringIO.new("1234"); assert = []; f2 = f.dup; f2.write("5"); [f.pos, f.string] }
show(:ungetc_seq) { s = "1234"; f = StringIO.new(s, "r"); f.ungetc("x"[0]) ; [f.read, s] }
show(:ungetc_mid) { s = "1234"; f = StringIO.new(s, "r"); f.getc; f.ungetc("x"[0]); [f.read, s] }
show(:reopen_seq) { f = StringIO.new("foo\nbar\nbaz\n"); [f.gets, f.reopen("qux\nquux\nquuux\n").equal?(f), f.gets, f.lineno] }
show(:each_lineno) { f = StringIO.new("foo\nbar\nbaz\n"); r = []; f.each { |l| r << [l, f.lineno] }; r }
show(:gets_sep_long) { StringIO.new("a--b--c").readlines("--") }
show(:gets_special) { $/ = nil; r = StringIO.new("a\nb").gets; $/ = "\n"; r }
show(:read_nil_buf) { f = StringIO.new(""); s = "x"; [f.read(nil, s), s] }
show(:read_10_buf) { f = StringIO.new(""); s = "x"; [f.read(10, s), s] }
show(:eof_1) { f = StringIO.new("a"); [f.read(0), f.read(1), f.read(0), f.read(1), f.read, f.read(1)] }
show(:eof_seek) { f = StringIO.new("a"); f.read; f.seek(0); [f.read(0), f.read(1), f.read] }
show(:eof_2) { f = StringIO.new("ab"); [f.read(1), f.read(2), f.read(1), f.read] }
show(:eof_3) { f = StringIO.new("abc"); [f.read(2), f.read(2), f.read(0)] }
show(:size_after_write) { f = StringIO.new; f.write("abc"); [f.size, f.length, f.pos] }
show(:getc_ungetc_sjis) { $KCODE = 's'; f = StringIO.new("\x82\xa0"); r = [f.getc, f.getc]; $KCODE = 'n'; r }
