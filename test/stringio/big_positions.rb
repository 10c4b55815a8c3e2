# positions near LONG_MAX: errors, never a crash
require 'stringio'
require 'strscan'
require "helper"
M = 2**63 - 1
show(:w) { s = StringIO.new; s.pos = M; s.write("xy") }
show(:sk) { s = StringIO.new("ab"); s.pos = 5; s.seek(M, 1); s.pos }
show(:sk2) { s = StringIO.new("ab"); s.seek(M, 2); s.pos }
show(:rd) { s = StringIO.new("ab"); s.pos = M; s.read(M) }
show(:rdb) { s = StringIO.new("ab"); s.pos = M; s.read(1, "") }
show(:rdb0) { s = StringIO.new("ab"); s.pos = M; s.read(0, "") }
show(:rd0) { s = StringIO.new("ab"); s.pos = M; s.read(0) }
show(:chars) { s = StringIO.new("ab"); s.pos = M; s.each_char.to_a }
show(:marshal) { Marshal.dump(StringIO.new) }
show(:eq) { s = StringIO.new; [s == s, s == StringIO.new, s.eql?(s)] }
show(:subclass) { c = Class.new(StringIO) { def initialize(*a) super; @x = 1 end }; o = c.new("ab"); [o.read, o.instance_variable_get(:@x)] }
show(:subclass_open) { c = Class.new(StringIO); c.open("ab") { |s| s.class == c } }
show(:ss_subclass) { c = Class.new(StringScanner) { def initialize(s) super(s.upcase) end }; c.new("ab").rest }
show(:super_init_noargs) { c = Class.new(StringIO) { def initialize; super("zz") end }; c.new.read }
show(:strio_yaml_like) { s = StringIO.new; s.print "a: 1\n"; s.rewind; s.read }
show(:write_bignum_pos) { s = StringIO.new; s.pos = 2**62; s.write("x") }
show(:seek_huge) { s = StringIO.new("ab"); s.seek(2**62); s.pos }
show(:read_huge) { s = StringIO.new("ab"); s.read(2**62) }
show(:truncate_huge) { s = StringIO.new("ab"); s.truncate(2**62) }
show(:ungetc_huge_pos) { s = StringIO.new("ab"); s.pos = 2**62; s.ungetc(?a) }
show(:gets_huge_pos) { s = StringIO.new("ab"); s.pos = 2**62; [s.gets, s.read, s.eof?] }
show(:ss_huge) { s = StringScanner.new("ab"); s.peek(2**62) }
show(:ss_peek_big) { s = StringScanner.new("ab"); s.peek(2**64) }
show(:ss_pos_big) { s = StringScanner.new("ab"); s.pos = 2**62 }
show(:ss_aref_big) { s = StringScanner.new("ab"); s.scan(/a/); s[2**64] }
show(:ss_aref_huge) { s = StringScanner.new("ab"); s.scan(/a/); s[2**62] }
