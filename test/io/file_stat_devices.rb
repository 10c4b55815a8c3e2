# File::Stat of a character device and comparisons with odd operands
s = File.stat("/dev/null")
p [s.chardev?, s.blockdev?, s.file?, s.ftype, s.size, s.zero?]
p [s.rdev_major, s.rdev_minor, s.dev_major, s.dev_minor]
p [File.chardev?("/dev/null"), File.ftype("/dev/null"), File.pipe?("/dev/null")]
p [s <=> 1, (s < s rescue $!), s == 1, s == s, s.eql?(s)]
p((File::Stat.allocate.dev_major rescue $!))
r, w = IO.pipe
p [r.stat.pipe?, r.stat.ftype, w.stat.file?]
