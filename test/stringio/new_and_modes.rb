# StringIO: open (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:new0) { s=StringIO.new; [s.string, s.closed_read?, s.closed_write?] }
show(:modes) { %w(r w a r+ w+ a+ rb wb x rw).map{|m| begin; s=StringIO.new("abc".dup, m); [m, s.string, s.closed_read?, s.closed_write?]; rescue Exception=>e; [m,e.class,e.message]; end } }
show(:intmode) { [File::RDONLY, File::WRONLY, File::RDWR, File::WRONLY|File::APPEND, File::RDWR|File::TRUNC].map{|m| s=StringIO.new("abc".dup, m); [s.string, s.closed_read?, s.closed_write?] } }
show(:frozen) { s=StringIO.new("abc".freeze); [s.closed_read?, s.closed_write?] }
show(:frozenw) { StringIO.new("abc".freeze, "w") }
show(:frozenrp) { StringIO.new("abc".freeze, "r+") }
show(:nonstr) { StringIO.new(1) }
show(:args3) { StringIO.new("a","r",3) }
show(:badmode) { StringIO.new("a", "q") }
show(:reopen) { s=StringIO.new("ab"); s.read; s.reopen("xyz", "r"); [s.read, s.pos] }
show(:reopen2) { s=StringIO.new("ab"); t2=StringIO.new("qq"); t2.getc; s.reopen(t2); [s.read, s.string.equal?(t2.string)] }
show(:reopen0) { s=StringIO.new("ab"); s.read; s.reopen; [s.read] }
show(:open) { [StringIO.open("ab"){|s| s.read}, StringIO.open("cd").class] }
show(:openclosed) { x=nil; StringIO.open("ab"){|s| x=s}; x.closed? }
