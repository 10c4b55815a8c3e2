# StringIO: open (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:new_nil) { StringIO.new(nil) }
show(:new_mode_nil) { StringIO.new("a", nil) }
show(:new_tostr) { o=Object.new; def o.to_str; "ts"; end; StringIO.new(o).read }
show(:open_ret) { StringIO.open("ab"){|s| 42} }
show(:binmode) { StringIO.new.binmode.class }
show(:initcopy) { s=StringIO.new("ab"); s.send(:initialize_copy, 1) }
show(:alloc) { StringIO.allocate.read }
show(:alloc2) { s=StringIO.allocate; [s.string, s.pos] }
show(:alloc3) { s=StringIO.allocate; s.closed? }
show(:openfin) { x=nil; StringIO.open("ab"){|s| x=s; s.close}; [x.closed?, x.string] }
show(:openfin2) { x=nil; StringIO.open("ab"){|s| x=s}; [x.string, (x.closed_read?)] }
show(:reopen0s) { s=StringIO.new("ab"); s.reopen; [s.string, s.closed_write?] }
show(:dupclose) { s=StringIO.new("ab"); d=s.dup; d.close; s.closed? }
show(:lineno_shared) { s=StringIO.new("a\nb"); d=s.clone; d.gets; s.lineno }
