# File.basename returns the path itself (the same object, of its own
# class, taint and frozen state kept) when it is empty, starts with a NUL,
# or has no separator and nothing is taken off; the suffix is converted
# (nil raises) but may hold a NUL when the name is empty or a root.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class MyS < String; end
["", "\0", "\0a", "\0/", "\0/a", "\0\0", "\0.rb", "a", "a.rb", "ab\0cd", "a\0", "a/", "/a", "a/b", "/", "//", "/\0", "//\0", "a.rb\0"].each do |s|
  t(s.inspect) do
    b = File.basename(s)
    [b, b.equal?(s), File.basename(s, ".rb"), File.basename(s, ".rb").equal?(s),
     File.basename(s, ".*"), File.basename(s, "x").equal?(s)]
  end
  t("#{s.inspect} nul suffix") { File.basename(s, "\0") }
  t("#{s.inspect} nil suffix") { File.basename(s, nil) }
end
t(:tainted) { s = "a".taint; r = File.basename(s); [r.tainted?, r.equal?(s)] }
t(:tainted_dir) { s = "x/a".taint; r = File.basename(s); [r.tainted?, r.equal?(s)] }
t(:frozen) { s = "a".freeze; File.basename(s).frozen? }
t(:frozen_dir) { s = "x/a".freeze; File.basename(s).frozen? }
t(:subclass) { [File.basename(MyS.new("a")).class, File.basename(MyS.new("")).class, File.basename(MyS.new("x/a")).class, File.basename(MyS.new("a.rb"), ".rb").class] }
t(:to_str) { o = Object.new; def o.to_str; "a"; end; File.basename(o).class }
t(:split) { s = "a"; x = File.split(s); [x, x[1].equal?(s)] }
t(:split_empty) { s = ""; x = File.split(s); [x, x[1].equal?(s)] }
t(:root) { s = "/"; File.basename(s).equal?(s) }
