# File.join: separators between parts; an Array part joins on its own first
# (so [] is an empty part); recursive arrays raise.
require "helper"

show("none") { File.join }
show("empty") { File.join("") }
show("empty empty") { File.join("", "") }
show("three empty") { File.join("", "", "") }
show("empty a") { File.join("", "a") }
show("a empty") { File.join("a", "") }
show("a empty b") { File.join("a", "", "b") }
show("slashes") { [File.join("a/", "/b"), File.join("a//", "//b"), File.join("/", "/"), File.join("a", "b/")] }
show("nested") { File.join("a", ["b", ["c", "d"]], "e") }
show("empty arrays") { [File.join([]), File.join([], "a", [[]]), File.join([[]], [[]]), File.join("a", [])] }
show("array slash") { File.join(["a/"], ["/b"]) }
a = ["x"]; a << a
show("recursive") { File.join(a) }
show("recursive nested") { File.join("p", [a]) }
b = []; b << b
show("recursive empty") { File.join(b) }
show("nil") { File.join("a", nil) }
show("int") { File.join("a", 1) }
o = Object.new; def o.to_str; "s"; end
show("to_str") { File.join("a", o) }
show("NUL last") { File.join("a", "b\0") }
show("NUL alone") { File.join("\0") }
show("NUL then part") { File.join("a\0", "b") }
show("NUL in nested") { File.join("x", ["a\0", "b"]) }
show("taint") { File.join("a".taint, "b").tainted? }
