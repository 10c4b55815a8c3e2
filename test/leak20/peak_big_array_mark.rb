# Marking a live 1,000,000-element Array pushes all its elements at once on
# the collector's mark stack (8 MB on 64-bit); once the Array is dropped,
# later collections give that stack back instead of keeping it for good.
require "resident"
def peak
  a = Array.new(1_000_000) { Object.new }
  GC.start                       # marks the live Array
  a.size
end
GC.start
base = rss
peak
GC.start; GC.start; GC.start  # (no block: its frames kept a stale word)
sleep 0.2
p rss - base < 2048              # within 2 MB of where it started
