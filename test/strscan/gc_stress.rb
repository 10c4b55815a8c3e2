require 'strscan'
require "helper"
# many scanners and matches under allocation pressure (GC on the way)
res = []
200.times do |i|
  s = StringScanner.new("k#{i}=v#{i * 7};" * 3)
  while s.scan(/(\w+)=(\w+);/)
    res << s[2] if s[1] == "k#{i}" && i % 50 == 0
  end
  GC.start if i % 40 == 0
end
show(:vals) { res }
show(:dump_many) { (1..30).map { |i| s = StringScanner.new("x" * i); s.pos = i / 2; s.inspect.size } }
