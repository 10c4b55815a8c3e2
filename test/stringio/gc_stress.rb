# many streams, reads and writes with collections in between: the strings
# held by a stream (and shared by its dups) must survive
require 'stringio'
require "helper"
ios = (1..60).map { |i| StringIO.new("line #{i}\n" * 3) }
dups = ios.map { |io| io.dup }
GC.start
r = []
ios.each_with_index do |io, i|
  io.gets
  r << dups[i].gets if i % 20 == 0
  io.write("x" * i)
  GC.start if i % 15 == 0
end
show(:lines) { r }
show(:sizes) { ios.map { |io| io.size }.inject(0) { |a, b| a + b } }
w = StringIO.new
500.times { |i| w.puts "row #{i}"; w.pos = w.pos }
GC.start
show(:rows) { [w.string.count("\n"), w.string[-8..-1]] }
x = nil
StringIO.open("tmp") { |s| x = s }
GC.start
show(:finalized) { [x.string, x.closed?] }
