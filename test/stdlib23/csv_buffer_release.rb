# CSV's stream buffers as 1.8.7: closing an IOBuf or an IO reader releases
# its buffer (what is read later raises NoMethodError, is_eos? is false)
# and leaves the IO open unless close_on_terminate asked otherwise
require 'csv'
require 'stringio'
require "helper"
show(1) { io = StringIO.new("xyz"); b = CSV::IOBuf.new(io); b.close; io.closed? }
show(:r2) { io = StringIO.new("xyz"); b = CSV::IOBuf.new(io); b.send(:terminate); io.closed? }
show(:r3) { io = StringIO.new("xyz"); b = CSV::IOBuf.new(io); [b.close, b.close] }
show(:r4) { io = StringIO.new("a,b\nc"); r = CSV::IOReader.new(io); x = r.shift; r.close; [x, io.closed?] }
show(:r5) { io = StringIO.new("a,b\nc"); r = CSV::Reader.create(io); x = r.shift; r.close; [x, io.closed?, (r.shift rescue $!.class)] }
show(:r6) { io = StringIO.new("a,b\nc"); r = CSV::Reader.create(io); r.close; r.close }
show(:r7) { io = StringIO.new("xyz"); b = CSV::IOBuf.new(io); b.send(:terminate); b.is_eos? }
show(:r8) { r = CSV::Reader.create("a,b\nc"); r.close; [r.shift] rescue $!.class }
def mk() CSV::IOBuf.new(StringIO.new("xyz")) end
show(1) { b = mk; b.close; b[0] }
show(2) { b = mk; b.close; b.is_eos? }
show(3) { b = mk; b.close; b.drop(1) }
show(4) { b = mk; b.close; b.close }
show(5) { b = mk; b.close; b.get(0, 1) }
show(6) { b = mk; b.send(:terminate); b[0] }
show(:s5) { io = StringIO.new("a,b\nc"); r = CSV::Reader.create(io); x = r.shift; r.close; r.shift }
show(:s6) { io = StringIO.new("a,b\nc"); r = CSV::Reader.create(io); r.close; r.each { } }
show(:s7) { io = StringIO.new("a,b\nc"); r = CSV::Reader.create(io); r.close_on_terminate; r.close; io.closed? }
show(:s8) { io = StringIO.new("a,b\nc"); r = CSV::IOReader.new(io); r.close; r.shift }
