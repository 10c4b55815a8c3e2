# StringIO: open (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:mode_int_frozen) { StringIO.new("ab".freeze, File::RDONLY).read }
show(:mode_int_trunc) { x="ab"; StringIO.new(x, File::WRONLY|File::TRUNC); x }
show(:mode_bad_type) { StringIO.new("ab", :r) }
show(:mode_creat) { StringIO.new("ab", File::CREAT|File::RDWR).string }
show(:a_plus_read) { s=StringIO.new("ab", "a+"); [s.read, s.pos] }
show(:gets_wmode) { StringIO.new("a","w").gets }
show(:inspect_closed) { (StringIO.new.tap{|x| x.close}.inspect =~ /StringIO/) rescue $! }
show(:string_eq_ret) { s=StringIO.new; (s.string = "x").class }
show(:write_frozen_rw) { s = StringIO.new("ab"); s.string.freeze; s.write("") }
x = nil; StringIO.open("ab\ncd") { |s| x = s }
%w(size length pos lineno eof? rewind string closed? sync fileno tell).each { |m| show("fin_#{m}") { x.send(m) } }
show(:fin_pos0) { x.pos = 1 }
show(:fin_trunc) { x.truncate(0) }
show(:fin_seek) { x.seek(0) }
show(:fin_ungetc) { x.ungetc(1) }
show(:fin_strset) { x.string = "zz"; [x.read, x.closed?] }
