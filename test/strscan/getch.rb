require 'strscan'
require "helper"
# getch by $KCODE, get_byte, peek
show(:getch) { s = StringScanner.new("ab"); [s.getch, s.getch, s.getch, s.matched] }
show(:utf8) { $KCODE = 'u'; s = StringScanner.new("\303\251a"); r = [s.getch, s.getch, s.get_byte]; $KCODE = 'n'; r }
show(:utf8_cut) { $KCODE = 'u'; s = StringScanner.new("\303"); r = [s.getch, s.pos]; $KCODE = 'n'; r }
show(:euc) { $KCODE = 'e'; s = StringScanner.new("\xa4\xa2b"); r = [s.getch, s.getch]; $KCODE = 'n'; r }
show(:sjis) { $KCODE = 's'; s = StringScanner.new("\x82\xa0b"); r = [s.getch, s.getch]; $KCODE = 'n'; r }
show(:none) { s = StringScanner.new("\303\251"); [s.getch, s.getch] }
show(:scan_kcode) { $KCODE = 'u'; s = StringScanner.new("\303\251a"); r = [s.scan(/./), s.pos]; $KCODE = 'n'; r }
show(:scan_u) { StringScanner.new("\303\251a").scan(/./u) }
show(:get_byte) { s = StringScanner.new("\303\251a"); [s.get_byte, s.get_byte, s.matched, s.get_byte, s.get_byte] }
show(:peek) { s = StringScanner.new("abcdef"); [s.peek(3), s.peek(10), s.peek(0), s.pos] }
show(:peek_neg) { StringScanner.new("abc").peek(-1) }
show(:peek_neg_eos) { s = StringScanner.new("abc"); s.terminate; s.peek(-1) }
show(:peek_eos) { s = StringScanner.new("ab"); s.terminate; s.peek(2) }
show(:peek_str) { StringScanner.new("abc").peek("1") }
