# writing a stream its own string, or a piece of it
require 'stringio'
require "helper"
show(:write_self) { s = StringIO.new("abc"); s.write(s.string); [s.pos, s.string] }
show(:write_sub) { s = StringIO.new("abcdef"); x = s.string[1, 3]; s.pos = 4; s.write(x); [s.pos, s.string, x] }
show(:ungetc_gets) { s = StringIO.new("abc"); s.gets(s.string); s.string }
show(:self_append_many) { s = StringIO.new("ab"); 5.times { s.write(s.string) }; [s.pos, s.string.size] }
show(:gets_own_string) { s = StringIO.new("abcabc"); [s.gets(s.string), s.pos] }
