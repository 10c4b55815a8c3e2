# StringIO: open (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:dup) { s=StringIO.new("abc"); s.getc; d=s.dup; d.getc; [s.pos, d.pos, s.string.equal?(d.string)] }
show(:inspect) { StringIO.new.inspect =~ /#<StringIO:0x[0-9a-f]+>/ }
show(:wplus) { s=StringIO.new("abc","w+"); [s.string, s.read, s.write("x"), s.string] }
show(:frozenafter) { x="ab"; s=StringIO.new(x); x.freeze; s.write("c") }
show(:strset_frozen) { s=StringIO.new; s.string="ab".freeze; [s.closed_read?, s.closed_write?] }
show(:strset_nil) { s=StringIO.new; s.string=nil }
show(:readbuf_frozen) { s=StringIO.new("ab"); s.read(1, "x".freeze) }
show(:readbuf_nonstr) { s=StringIO.new("ab"); s.read(1, 3) }
show(:write_nonstr) { s=StringIO.new; s.write(nil); s.write(:sym); s.string }
show(:initialize_again) { s=StringIO.new("ab"); s.read; s.send(:initialize, "xy"); [s.pos, s.read] }
show(:reopen_closed) { s=StringIO.new("ab"); s.close; s.reopen("x"); [s.closed?, s.read] }
show(:reopen_bad) { s=StringIO.new("ab"); s.reopen(1) }
show(:reopen_frozen) { s=StringIO.new("ab"); s.reopen("x".freeze, "w") }
show(:reopen_3) { s=StringIO.new("ab"); s.reopen("x", "r", 3) }
