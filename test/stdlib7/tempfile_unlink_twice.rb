# Tempfile#unlink (delete) once the file is gone (after unlink, close! or
# close(true)) raises TypeError: its path is then nil.
require 'tempfile'
x = Tempfile.new("a")
x.unlink
p x.path
p((x.unlink rescue $!))
y = Tempfile.new("b")
y.close!
p((y.delete rescue $!))
p((y.close! rescue $!))
z = Tempfile.new("c")
z.close(true)
p((z.unlink rescue $!))
w = Tempfile.new("d")
w.close
p w.unlink.equal?(w), w.path
