# dup, clone and reopen(strio) share one stream state (position, lineno,
# open/closed) between the objects, as 1.8.7 does
require 'stringio'
require "helper"
s = StringIO.new("a\nb\nc\n")
d = s.dup
show(:gets_dup) { [d.gets, s.pos, s.lineno, d.lineno] }
show(:gets_orig) { [s.gets, d.pos, d.lineno] }
c = s.clone
show(:clone) { [c.gets, s.pos, c.string.equal?(s.string)] }
show(:close_shared) { d.close_write; [s.closed_write?, c.closed_write?, s.closed_read?] }
show(:reopen_keeps_sharing) { s.reopen("xyz"); [d.read, c.string] }
t = StringIO.new("12345")
t.getc
u = StringIO.new("other")
show(:reopen_strio) { u.reopen(t); [u.getc, t.pos, u.string.equal?(t.string)] }
show(:reopen_self) { u.reopen(u).equal?(u) }
show(:copy_type) { StringIO.new.send(:initialize_copy, "str") }
show(:copy_nil) { StringIO.new.send(:initialize_copy, nil) }
show(:uninit_copy) { StringIO.new.send(:initialize_copy, StringIO.allocate) }
show(:dup_taint) { StringIO.new.taint.dup.tainted? }
show(:private) { StringIO.private_instance_methods(false).sort }
show(:methods) { StringIO.public_instance_methods(false).sort }
show(:ancestors) { [StringIO.ancestors, StringIO.singleton_methods.sort] }
