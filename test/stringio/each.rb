# StringIO: each (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:each) { s=StringIO.new("a\nb\nc"); r=[]; s.each{|l| r << l}; [r, s.lineno, s.each.class] }
show(:bytes) { s=StringIO.new("ab"); [s.bytes.to_a, s.chars.to_a, s.lines.to_a, s.each_byte.class, s.each_char.to_a] }
show(:eachbyte) { s=StringIO.new("abc"); s.getc; r=[]; x=s.each_byte{|b| r<<b}; [r, x.equal?(s)] }
show(:each_ret) { s=StringIO.new("a\nb"); s.each{}.equal?(s) }
show(:each_char_kcode) { $KCODE="u"; s=StringIO.new("aé"); r=s.each_char.to_a; $KCODE="n"; r }
show(:bytes_ret) { s=StringIO.new("ab"); s.each_byte{}.equal?(s) }
show(:chars_ret) { s=StringIO.new("ab"); s.each_char{}.equal?(s) }
show(:each_byte_enum) { e=StringIO.new("ab").each_byte; e.next }
show(:lines_arity) { StringIO.new("a").lines(1,2).class }
show(:each_byte_mod) { s=StringIO.new("abc"); r=[]; s.each_byte{|b| r << b; s.pos = 3 if b == 97 }; r }
show(:each_char_noblock) { StringIO.new("ab").each_char.to_a }
show(:chars_blk) { r=[]; StringIO.new("ab").chars{|c| r<<c}; r }
show(:each_with_index) { StringIO.new("a\nb").each_with_index.to_a }
show(:map) { StringIO.new("a\nb").map{|l| l.chomp} }
