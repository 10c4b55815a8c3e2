# IO#reopen(path) with a NUL byte in the path: ArgumentError; the stream
# forgets its path but stays open where it was (the mode is checked first)
File.open("a.txt", "w") { |f| f.write "data\nmore\n" }
f = File.open("a.txt")
p f.gets
begin; f.reopen("b\0c"); rescue => e; p e; end
p f.path, f.lineno, f.pos, f.gets, f.closed?
p f.inspect =~ /\A#<File:0x[0-9a-f]+>\z/ ? :anonymous : f.inspect
g = File.open("a.txt")
begin; g.reopen("a.txt\0", "r"); rescue => e; p e; end
p g.path, g.read
h = File.open("a.txt")
begin; h.reopen("b\0", "zz"); rescue => e; p e; end
p h.path
class S; def to_str; "a.txt\0"; end; end
begin; h.reopen(S.new); rescue => e; p e; end
p h.path, h.gets
w = File.open("w.txt", "w")
w.write "abc"
begin; w.reopen("x\0y"); rescue => e; p e; end
p w.path
w.write "def"
w.close
p File.read("w.txt"), File.exist?("x")
