# Enumerable over lines, and the enumerators of each_* without a block
require 'stringio'
require "helper"
show(:sort) { StringIO.new("b\na\nc\n").sort }
show(:grep) { StringIO.new("ab\ncd\nae\n").grep(/^a/) }
show(:include) { StringIO.new("x\ny\n").include?("y\n") }
show(:inject) { StringIO.new("1\n2\n3\n").inject(0) { |s, l| s + l.to_i } }
show(:zip) { StringIO.new("a\nb\n").zip([1, 2]) }
show(:each_slice) { StringIO.new("a\nb\nc\n").each_slice(2).to_a }
show(:first) { e = StringIO.new("a\nb\n").each_line; [e.next, e.next] }
show(:enum_end) { e = StringIO.new("a").each_byte; e.next; e.next }
show(:lines_sep) { StringIO.new("a;b;c").lines(";").map { |x| x } }
show(:chars_utf8) { $KCODE = "u"; r = StringIO.new("h\303\251\343\201\202!").chars.to_a; $KCODE = "n"; r }
show(:chars_cut) { $KCODE = "u"; r = StringIO.new("a\343\201").each_char.to_a; $KCODE = "n"; r }
show(:chars_sjis) { $KCODE = "s"; r = StringIO.new("\x82\xa0b").each_char.to_a; $KCODE = "n"; r }
show(:bytes_mid) { s = StringIO.new("abcd"); s.read(2); s.bytes.to_a }
show(:each_pos_moved) { s = StringIO.new("a\nb\nc\n"); r = []; s.each { |l| r << l; s.pos = 0 if r.size == 1 }; r }
show(:each_write_during) { s = StringIO.new("a\nb\n"); r = []; s.each { |l| r << l; s.write("z\n") if r.size == 1 }; [r, s.string] }
