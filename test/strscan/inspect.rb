require 'strscan'
require "helper"
# inspect: 5 bytes either side of the pointer, dumped, "..." when cut
s = StringScanner.new("test string")
show(:start) { s.inspect }
show(:mid) { s.scan(/test/); s.inspect }
show(:later) { s.scan(/ st/); s.inspect }
show(:fin) { s.terminate; s.inspect }
show(:long) { s = StringScanner.new("a very long string that goes on and on"); s.pos = 15; s.inspect }
show(:three) { s = StringScanner.new("abcdef"); s.pos = 3; s.inspect }
show(:five) { s = StringScanner.new("abcdef"); s.pos = 5; s.inspect }
show(:six) { s = StringScanner.new("abcdefghijkl"); s.pos = 6; s.inspect }
show(:exact5) { StringScanner.new("abcde").inspect }
show(:one) { StringScanner.new("a").inspect }
show(:empty) { StringScanner.new("").inspect }
show(:escapes) { s = StringScanner.new("ab\ncd\001"); s.pos = 2; s.inspect }
show(:dump) { StringScanner.new("\"\\\#{x}\e").inspect }
show(:kcode) { $KCODE = 'u'; s = StringScanner.new("\303\251\303\251\303\251"); s.pos = 2; r = s.inspect; $KCODE = 'n'; r }
show(:uninit) { StringScanner.allocate.inspect }
class SS < StringScanner; end
show(:subclass) { [SS.new("ab").inspect, SS.allocate.inspect] }
