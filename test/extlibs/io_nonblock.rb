require "helper"
require "io/nonblock"
r, w = IO.pipe
show("initial") { [r.nonblock?, w.nonblock?] }
show("set") { r.nonblock = true }
show("after set") { r.nonblock? }
show("clear") { r.nonblock = false }
show("after clear") { r.nonblock? }
show("nil") { r.nonblock = nil; r.nonblock? }
show("one") { r.nonblock = 1; r.nonblock? }
show("str") { r.nonblock = "x"; r.nonblock? }
show("false") { r.nonblock = false; r.nonblock? }
show("block") { r.nonblock { r.nonblock? } }
show("block restored") { r.nonblock? }
show("block false") { r.nonblock = true; [r.nonblock(false) { r.nonblock? }, r.nonblock?] }
show("block raise") { r.nonblock = false; begin; r.nonblock { raise "x" }; rescue; end; r.nonblock? }
show("no block") { r.nonblock }
show("no block restored") { r.nonblock? }
show("args") { r.nonblock(true, 1) { } }
show("write side") { w.nonblock = true; [w.nonblock?, r.nonblock?] }
show("closed") { r.close; r.nonblock? }
show("closed set") { r.nonblock = true }
show("file") { File.open(__FILE__) { |f| f.nonblock? } }
show("arity") { [IO.instance_method(:nonblock).arity, IO.instance_method(:nonblock?).arity, IO.instance_method(:nonblock=).arity] }
