# Strings a loop drops are collected once 8,000,000 bytes were malloc'ed
# since the last collection, 1.8.7's limit on every platform: 1,000
# scan_until results of 100 KB grew 7.5 MB there, and 15 MB here with
# MBARI's 2,000,000 words (16 MB on 64-bit), which the MBARI API keeps.
require "strscan"
require "resident"
def max_growth
  20.times { yield }
  GC.start
  base = rss
  max = 0
  1000.times { yield; r = rss - base; max = r if r > max }
  max
end
big = "abc " * 25_000 + "END"
x = "x" * 100_000
p max_growth { s = StringScanner.new(big); s.scan_until(/END/) } < 10240
p max_growth { x + "y" } < 10240
