# After a peak of objects that the program drops, three GC.start give a
# good share back to the kernel (1.8.7 frees its empty heaps at once; ours
# kept its empty pages for 8 collections and its free malloc memory below
# 32 MB).
require "resident"
def peak
  Array.new(200_000) { Object.new }
  rss
end
GC.start
base = rss
top = peak
GC.start; GC.start; GC.start  # (no block: its frames kept a stale word)
sleep 0.2
back = top - rss
p top - base > 4096              # the peak took memory
p back * 6 > top - base          # a sixth of it or more came back
