# File.fnmatch edges: an unclosed bracket matches nothing; a trailing escape
# escapes the end; "**/" under FNM_PATHNAME may match no directory before a
# dot name; given flags convert even when nil; strings are read up to a NUL.
require "helper"

P = File::FNM_PATHNAME
show("[") { [File.fnmatch("[", "["), File.fnmatch("a[", "a["), File.fnmatch("[a", "[a")] }
show("a\\ vs a") { [File.fnmatch("a\\", "a"), File.fnmatch("a\\", "a", File::FNM_NOESCAPE)] }
show("a\\ vs a\\") { [File.fnmatch("a\\", "a\\"), File.fnmatch("a\\", "a\\", File::FNM_NOESCAPE)] }
show("\\ vs empty") { File.fnmatch("\\", "") }
show("**/.b") { [File.fnmatch("**/.b", ".b"), File.fnmatch("**/.b", ".b", P), File.fnmatch("**/.b", "x/.b", P)] }
show("**/ into dot dir") { [File.fnmatch("**/b", ".x/b", P), File.fnmatch("**/b", ".x/b", P | File::FNM_DOTMATCH)] }
show("flags nil") { File.fnmatch("a", "a", nil) }
show("flags float") { File.fnmatch("A", "a", 8.5) }
show("flags string") { File.fnmatch("a", "a", "8") }
show("flags huge") { File.fnmatch("a", "a", 2**70) }
show("flags -1") { File.fnmatch("A", "a", -1) }
show("one arg") { File.fnmatch("a") }
show("four args") { File.fnmatch("a", "a", 0, 0) }
show("nil pattern") { File.fnmatch(nil, "a") }
show("NUL") { [File.fnmatch("a\0", "a"), File.fnmatch("a", "a\0b")] }
show("fnmatch?") { File.fnmatch?("a*", "ab") }
