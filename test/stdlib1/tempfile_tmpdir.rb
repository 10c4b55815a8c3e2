require 'tempfile'
locks = Dir["/tmp/*.lock"]   # lock files others left are not ours
def nm(s) s.is_a?(String) ? s.sub(/\d{8}-\d+-[0-9a-z]+/, "NAME").sub(Dir.pwd, ".") : s end
t=Tempfile.new("foo"); p nm(t.path), t.class, Tempfile.instance_methods(false).sort, Tempfile.singleton_methods.sort
t.print "abc"; p t.size; t.close; p nm(t.path); p File.exist?(t.path); p t.size; t.open; p t.read; t.rewind; p t.gets; p t.closed?
path = t.path; t.close!; p t.path, File.exist?(path)
t2=Tempfile.new(["a",".txt"], "."); p nm(t2.path); p Tempfile.open("x"){|f| f.class}
p nm(t2.inspect); path = t2.path; t2.unlink; p t2.path, File.exist?(path); t2.puts "x"; t2.close
p((Dir["/tmp/*.lock"] - locks).size)
t3=Tempfile.new("q"); p t3.length; path = t3.path; t3.close(true); p t3.path, File.exist?(path)
t4 = Tempfile.open("w"); t4.write "hi"; t4.flush; p File.read(t4.path); p (File.stat(t4.path).mode & 0777).to_s(8); t4.close!
ENV['TMPDIR'] = Dir.pwd; p Dir.tmpdir == Dir.pwd
ENV['TMPDIR'] = '/nonexistent'; p Dir.tmpdir
ENV['TMPDIR'] = 'rel'; Dir.mkdir('rel'); p Dir.tmpdir == File.expand_path('rel')
d = Dir.mktmpdir; p nm(d), File.directory?(d), (File.stat(d).mode & 0777).to_s(8); Dir.rmdir d
p nm(Dir.mktmpdir(["a","b"]){|x| File.open(x+"/f","w"){}; $x = x; 7}), File.exist?($x)
p nm(Dir.mktmpdir("pre", "rel"))
p((Dir.mktmpdir(3) rescue $!))
p((Dir.mktmpdir(nil, "/nonexistent") rescue $!.class))
