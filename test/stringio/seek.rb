# StringIO: seek (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:negseek) { StringIO.new("a").seek(-1) }
show(:negpos) { StringIO.new("a").pos = -1 }
show(:seekwh) { s=StringIO.new("abcdef"); [s.seek(2), s.pos, s.seek(-1, IO::SEEK_END), s.pos, s.seek(1, IO::SEEK_CUR), s.pos, (s.seek(0,7) rescue $!)] }
show(:trunc) { s=StringIO.new("abcdef"); [s.truncate(2), s.string, s.truncate(4), s.string, (s.truncate(-1) rescue $!)] }
show(:trunc2) { s=StringIO.new("abcdef".freeze); s.truncate(2) }
show(:rewind) { s=StringIO.new("a\nb"); s.gets; [s.rewind, s.lineno, s.pos] }
show(:seekbeyond) { s=StringIO.new("ab"); s.seek(10); [s.pos, s.size] }
show(:seekf) { s=StringIO.new("abc"); s.seek(1.5); s.pos }
show(:seekret) { s=StringIO.new("abc"); [s.seek(1,0), s.pos=2] }
show(:trunc_f) { StringIO.new("abc").truncate(2.5) }
show(:seek_cur_neg) { s=StringIO.new("ab"); s.seek(-5, 1) }
show(:pos_big) { s=StringIO.new("ab"); s.pos = 2**70 }
show(:tell) { s=StringIO.new("abc"); s.getc; s.tell }
show(:pos_ret) { s=StringIO.new("ab"); s.send(:pos=, 1) }
