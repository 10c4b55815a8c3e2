# File.basename on odd paths, with and without a suffix (".*" strips the last extension).
require "helper"

ODD = ["", "/", "//", "///", "//a/b", "////a/b", "/a//b/", "a", "a/", "a//", "/a", ".", "..", "./", "/.", "/..", "a/..", ".bashrc", "/.bashrc", "a.b.c", "a.", "a..", "..a", "...a", ".a.b", "a.b/", "/a/b.c/", "~", "~/x", "x/~", "a\\\\b"]
ODD.each do |pa|
  show("#{pa.inspect}") { File.basename(pa) }
  show("#{pa.inspect} .*") { File.basename(pa, ".*") }
  show("#{pa.inspect} .c") { File.basename(pa, ".c") }
  show("#{pa.inspect} whole") { File.basename(pa, "a") }
end
show("suffix is whole name") { File.basename("/x/.c", ".c") }
show("empty suffix") { File.basename("a.b", "") }
show("suffix without dot") { File.basename("a.rb", "rb") }
