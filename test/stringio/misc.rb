# StringIO: misc (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:misc) { s=StringIO.new("ab"); [s.fileno, s.tty?, s.isatty, s.pid, s.sync, s.sync=false, s.sync, s.fsync, s.flush.equal?(s), s.binmode.equal?(s), s.fcntl, s.path, s.size, s.length, s.eof, s.lineno] rescue $! }
show(:fcntl) { StringIO.new.fcntl(1,2) }
show(:path) { StringIO.new.path }
show(:stringset) { s=StringIO.new("ab"); s.read; s.lineno=3; [s.string="xy", s.pos, s.lineno, s.read] }
show(:ro_beyond) { s=StringIO.new("ab".freeze); s.pos=4; s.ungetc(?a) }
show(:sync_set) { s=StringIO.new; [s.sync = false, s.sync] }
