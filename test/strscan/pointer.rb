require 'strscan'
require "helper"
# pos/pointer=, reset, terminate, unscan, rest, bol?
show(:pos) { s = StringScanner.new("abc"); [s.pos = 2, s.pointer, s.rest] }
show(:pos_end) { s = StringScanner.new("abc"); s.pos = 3; s.pos }
show(:pos_over) { s = StringScanner.new("abc"); s.pos = 4 }
show(:pos_neg) { s = StringScanner.new("abc"); s.pos = -1; s.pos }
show(:pos_neg_all) { s = StringScanner.new("abc"); s.pointer = -3; s.pointer }
show(:pos_neg_over) { s = StringScanner.new("abc"); s.pos = -4 }
show(:pos_float) { s = StringScanner.new("abc"); s.pos = 1.9; s.pos }
show(:pos_nil) { s = StringScanner.new("abc"); s.pos = nil }
show(:reset) { s = StringScanner.new("abc"); s.scan(/a/); [s.reset.class, s.pos, s.matched] }
show(:terminate) { s = StringScanner.new("abc"); s.scan(/a/); [s.terminate.class, s.pos, s.matched] }
show(:unscan) { s = StringScanner.new("abc"); s.scan(/a/); s.unscan; [s.pos, s.matched] }
show(:unscan_twice) { s = StringScanner.new("abc"); s.scan(/a/); s.unscan; s.unscan }
show(:unscan_fail) { s = StringScanner.new("abc"); s.scan(/x/); s.unscan }
show(:unscan_getch) { s = StringScanner.new("ab"); s.getch; s.getch; s.unscan.class; s.pos }
show(:scan_error) { [ScanError.equal?(StringScanner::Error), ScanError.ancestors[0, 3]] }
show(:rest) { s = StringScanner.new("abc"); s.getch; [s.rest, s.rest?, s.rest_size, s.eos?] }
show(:rest_eos) { s = StringScanner.new("ab"); s.terminate; [s.rest, s.rest?, s.rest_size, s.eos?] }
show(:bol) { s = StringScanner.new("a\nb"); r = [s.bol?]; s.getch; r << s.bol?; s.getch; r << s.beginning_of_line?; s.terminate; r << s.bol?; r }
show(:shrunk) { x = "abcdef"; s = StringScanner.new(x); s.pos = 5; x.replace("ab"); [s.rest, s.eos?, s.rest_size, s.bol?, s.peek(1), s.getch, s.scan(//), s.inspect] }
