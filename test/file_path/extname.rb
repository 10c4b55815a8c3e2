# File.extname: only a dot file's first dot is no extension start; taint carries over.
require "helper"

ODD = ["", "/", "//", "///", "//a/b", "////a/b", "/a//b/", "a", "a/", "a//", "/a", ".", "..", "./", "/.", "/..", "a/..", ".bashrc", "/.bashrc", "a.b.c", "a.", "a..", "..a", "...a", ".a.b", "a.b/", "/a/b.c/", "~", "~/x", "x/~", "a\\\\b"]
ODD.each { |pa| show(pa.inspect) { File.extname(pa) } }
show("x/..a") { File.extname("x/..a") }
show("a.b/..c") { File.extname("a.b/..c") }
show("a.rb.") { File.extname("a.rb.") }
show("NUL") { File.extname("a.b\0c") }
show("taint") { [File.extname("a.b".taint).tainted?, File.extname("a".taint).tainted?] }
