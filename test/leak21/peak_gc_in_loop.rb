# A GC.start inside a block frees a peak of strings the program dropped
# before the block, as 1.8.7 does: the frames that built the peak left
# the Array's address on the stack, and loop's rescue of StopIteration put
# a jmp_buf there, whose signal mask _setjmp never writes.
require "resident"
def peak
  Array.new(200_000) { |i| "s#{i}" * 3 }
  rss
end
GC.start
base = rss
top = peak
loop { GC.start; GC.start; GC.start; break }
sleep 0.1
back = top - rss
p top - base > 4096              # the peak took memory
p back * 6 > top - base          # a sixth of it or more came back
