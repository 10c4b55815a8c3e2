# reopen of a frozen stream raises after the argument is converted
require "helper"
File.open("a", "w") { |x| x.print "aaaa\n" }
File.open("b", "w") { |x| x.print "bbbb\n" }
def fr
  x = File.open("a"); x.freeze; x
end
show("path") { fr.reopen("b") }
show("io") { fr.reopen(File.open("b")) }
show("itself") { x = fr; x.reopen(x) }
show("nil") { fr.reopen(nil) }
show("bad mode") { fr.reopen("b", "q") }
show("io with mode") { fr.reopen(File.open("b"), "r") }
show("no such file") { fr.reopen("nonexist/x") }
show("NUL") { fr.reopen("b\0c") }
show("closed") { x = File.open("a"); x.close; x.freeze; x.reopen("b") }
show("allocated") { x = File.allocate; x.freeze; x.reopen("a") }
show("other frozen") { y = File.open("b"); y.freeze; File.open("a").reopen(y) }
show("not frozen") { File.open("a").reopen("b").gets }
