# File.basename argument conversion: a given suffix converts first, nil included;
# the path is read up to a NUL, the suffix may hold none.
require "helper"

show("nil suffix") { File.basename("a", nil) }
show("int path, nil suffix") { File.basename(1, nil) }
show("int path") { File.basename(1) }
show("int suffix") { File.basename("a", 1) }
show("nil path") { File.basename(nil) }
show("no args") { File.basename }
show("three args") { File.basename("a", "b", "c") }
show("NUL in path") { File.basename("a/b\0c/d") }
show("NUL in path, suffix") { File.basename("x.rb\0", ".rb") }
show("NUL in suffix") { File.basename("ab", "\0") }
o = Object.new; def o.to_str; "q/r.s"; end
show("to_str") { [File.basename(o), File.basename(o, ".*")] }
show("taint") { [File.basename("a/b".taint).tainted?, File.basename("ab".taint, "b").tainted?] }
