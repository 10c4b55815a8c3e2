# ftools: copy/move/compare/makedirs/install/rm_f with their verbose messages
require 'ftools'
require "helper"
$stderr = $stdout
File.open("a", "w") { |f| f << "A" * 100 }
show("copy") { File.copy("a", "b", true) }
show("cp alias") { File.cp("a", "c") }
show("copy to dir") { Dir.mkdir("d"); File.copy("a", "d", true); File.exist?("d/a") }
show("move") { File.move("c", "e", true) }
show("mv to dir") { File.mv("e", "d", true); File.exist?("d/e") }
show("compare") { [File.compare("a", "b", true), File.cmp("a", "d/e")] }
show("makedirs") { File.makedirs("x/y/z", true) }
show("mkpath exists") { File.mkpath("x/y", true) }
show("rm_f") { File.rm_f("b", "nonexist", true) }
show("safe_unlink") { File.safe_unlink("d/e", true) }
show("install") { File.install("a", "inst", 0600, true); "%o" % (File.stat("inst").mode & 0777) }
show("install same") { File.install("a", "inst", nil, true) }
show("syscopy") { File.syscopy("a", "sc") }
show("catname") { [File.catname("a", "d"), File.catname("a", "z")] }
show("copy missing") { File.copy("nope", "q") }
show("move missing") { File.move("nope", "q") }
show("compare diff") { File.open("f2", "w") { |f| f << "B" * 100 }; File.compare("a", "f2") }
show("BUFSIZE") { File::BUFSIZE rescue $!.class }
