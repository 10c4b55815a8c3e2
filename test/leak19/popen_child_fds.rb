# A popen'd command gets only descriptors 0, 1 and 2, however many the
# parent has open (the child closes them all in one call where it can).
files = (1..60).map { File.open("/dev/null") }
r, w = IO.pipe
p IO.popen("ls /proc/self/fd") { |io| io.read.split.size } <= 4
p `ls /proc/self/fd`.split.size <= 4
p files.size
