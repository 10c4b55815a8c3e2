# The entries of a dropped big Hash go back to the allocator at the next
# GC.start (1.8.7 frees each), where other data can use them: ours kept
# them in slabs on the tables' own free list for good, so a peak of
# strings after a peak of Hash entries needed memory for both.
require "resident"
def hash_peak
  h = {}
  i = 0
  while i < 300_000
    h[i] = i
    i += 1
  end
  rss
end
def strings_peak
  a = []
  i = 0
  while i < 200_000
    a << ("%040d" % i)
    i += 1
  end
  rss
end
def collect
  GC.start; GC.start; GC.start  # (no block: its frames kept a stale word)
end
GC.start
base = rss
s1 = strings_peak - base
collect
hash_peak
collect
s2 = strings_peak - base
collect
p s1 > 4096            # the peak took memory
p s2 < s1 + s1 / 16    # the second one no more
