# an eventmachine-shaped C++ extension (fixtures/evloop: C++ classes behind
# Data_Wrap_Struct, extern "C" Init, rb_thread_select, TRAP_BEG/TRAP_END,
# GetOpenFile with rb_io_t's fd/f/mode/lineno/path/pid, RFLOAT()->value,
# RARRAY()->ptr/len, have_func/have_struct_member/have_type probes) built
# against the installed headers; expected output: its Ruby model
# (fixtures/evloop/model.rb) run by 1.8.7, except Reactor.features, which
# the model gives as README.EXT documents the probes
require "fixtures/ext3"
require "helper"
Ext3.load("evloop")

show("features") { Reactor.features }
r, w = IO.pipe
log = []
re = Reactor.new
re.watch(r, lambda {|data| log << data })
GC.start   # the handler lives only in the C++ map: the mark function keeps it
show("size") { re.size }
show("timeout") { re.run_once(0.05) }
show("zero") { re.run_once(0) }
ticks = 0
writer = Thread.new { 3.times { ticks += 1; sleep 0.02 }; w.syswrite("hello") }
show("run_once waits, threads run") { [re.run_once(nil).size, log, ticks] }
writer.join
w.close
show("eof") { [re.run_once(1).size, log] }
show("loops") { re.loops }
show("unwatch") { re.unwatch(r).size }
show("not an IO") { re.watch(42, lambda {}) }
show("closed") { re.watch(r.tap {|x| x.close }, lambda {}) } rescue show("closed") { r.close; re.watch(r, lambda {}) }
show("negative") { re.run_once(-1.0) }
show("sum") { Reactor.sum_floats([1.5, 2, 2.5, 2**40]) }
show("sum type") { Reactor.sum_floats("x") }
File.open("data.txt", "w") {|f| f.puts "a", "b", "c" }
File.open("data.txt") do |f|
  f.gets; f.gets
  show("file info") { Reactor.io_info(f).sort_by {|k, v| k.to_s } }
end
File.open("data.txt", "a") {|f| show("append info") { Reactor.io_info(f).sort_by {|k, v| k.to_s } } }
IO.popen("cat", "r") do |io|
  show("popen info") { Reactor.io_info(io).sort_by {|k, v| k.to_s } }
end
rd, wr = IO.pipe
show("pipe info") { [Reactor.io_info(rd).sort_by {|k, v| k.to_s }, Reactor.io_info(wr)[:writable]] }
show("total_size") { [Reactor.total_size(%w[ab cde f]), Reactor.total_size({1 => 2})] }
show("total_size no each") { Reactor.total_size(5) }
