# File.expand_path: "." and ".." resolved; two or more leading slashes kept as
# 1.8.7 keeps them (and lost when ".." removes the only name under them).
require "helper"

ODD = ["", "/", "//", "///", "//a/b", "////a/b", "/a//b/", "a", "a/", "a//", "/a", ".", "..", "./", "/.", "/..", "a/..", ".bashrc", "/.bashrc", "a.b.c", "a.", "a..", "..a", "...a", ".a.b", "a.b/", "/a/b.c/", "~", "~/x", "x/~", "a\\\\b"]
ODD.each do |pa|
  next if pa.start_with?("~")
  show(pa.inspect) { File.expand_path(pa, "/w") }
end
["//..", "//a/..", "///a/..", "//a/b/..", "//a/b/../..", "//a/../b", "//a/../..",
 "//a//b", "//./a", "/a/../b", "/a/b/../../..", "/../a"].each do |pa|
  show(pa.inspect) { File.expand_path(pa) }
end
show("relative is under pwd") { File.expand_path("a/../b") == File.join(Dir.pwd, "b") }
show("dot is pwd") { File.expand_path(".") == Dir.pwd }
