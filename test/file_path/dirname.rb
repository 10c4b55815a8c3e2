# File.dirname on odd paths: leading slashes collapse to one.
require "helper"

ODD = ["", "/", "//", "///", "//a/b", "////a/b", "/a//b/", "a", "a/", "a//", "/a", ".", "..", "./", "/.", "/..", "a/..", ".bashrc", "/.bashrc", "a.b.c", "a.", "a..", "..a", "...a", ".a.b", "a.b/", "/a/b.c/", "~", "~/x", "x/~", "a\\\\b"]
ODD.each { |pa| show(pa.inspect) { File.dirname(pa) } }
show("//a") { File.dirname("//a") }
show("a//b//c") { File.dirname("a//b//c") }
show("//./a") { File.dirname("//./a") }
show("NUL") { File.dirname("a/b\0c") }
show("nil") { File.dirname(nil) }
show("taint") { File.dirname("a/b".taint).tainted? }
