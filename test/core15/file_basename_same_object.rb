# File.basename returns the path itself (the same object, of its own
# class, taint and frozen state kept) when it is empty, starts with a NUL,
# or has no separator and nothing is taken off; the suffix is converted
# (nil raises) but may hold a NUL when the name is empty or a root.
require "helper"
class MyS < String; end
["", "\0", "\0a", "\0/", "\0/a", "\0\0", "\0.rb", "a", "a.rb", "ab\0cd", "a\0", "a/", "/a", "a/b", "/", "//", "/\0", "//\0", "a.rb\0"].each do |s|
  show(s.inspect) do
    b = File.basename(s)
    [b, b.equal?(s), File.basename(s, ".rb"), File.basename(s, ".rb").equal?(s),
     File.basename(s, ".*"), File.basename(s, "x").equal?(s)]
  end
  show("#{s.inspect} nul suffix") { File.basename(s, "\0") }
  show("#{s.inspect} nil suffix") { File.basename(s, nil) }
end
show(:tainted) { s = "a".taint; r = File.basename(s); [r.tainted?, r.equal?(s)] }
show(:tainted_dir) { s = "x/a".taint; r = File.basename(s); [r.tainted?, r.equal?(s)] }
show(:frozen) { s = "a".freeze; File.basename(s).frozen? }
show(:frozen_dir) { s = "x/a".freeze; File.basename(s).frozen? }
show(:subclass) { [File.basename(MyS.new("a")).class, File.basename(MyS.new("")).class, File.basename(MyS.new("x/a")).class, File.basename(MyS.new("a.rb"), ".rb").class] }
show(:to_str) { o = Object.new; def o.to_str; "a"; end; File.basename(o).class }
show(:split) { s = "a"; x = File.split(s); [x, x[1].equal?(s)] }
show(:split_empty) { s = ""; x = File.split(s); [x, x[1].equal?(s)] }
show(:root) { s = "/"; File.basename(s).equal?(s) }
