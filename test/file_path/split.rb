# File.split is [dirname, basename].
require "helper"

ODD = ["", "/", "//", "///", "//a/b", "////a/b", "/a//b/", "a", "a/", "a//", "/a", ".", "..", "./", "/.", "/..", "a/..", ".bashrc", "/.bashrc", "a.b.c", "a.", "a..", "..a", "...a", ".a.b", "a.b/", "/a/b.c/", "~", "~/x", "x/~", "a\\\\b"]
ODD.each { |pa| show(pa.inspect) { File.split(pa) } }
show("NUL") { File.split("a/b\0/c") }
show("taint") { File.split("a/b".taint).map { |x| x.tainted? } }
