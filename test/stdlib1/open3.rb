require 'open3'
p Open3.singleton_methods, Open3.private_instance_methods(false)
i,o,e = Open3.popen3("cat; echo err >&2"); i.puts "hi"; i.close; p o.read, e.read
p Open3.popen3("echo a"){|a,b,c| [a.class, b.read, c.read]}
p Open3.popen3("nonexistentcmd"){|a,b,c| [b.read, !!(c.read =~ /No such file or directory - nonexistentcmd \(Errno::ENOENT\)/)]}
x=Open3.popen3("true"); p x.size
p Open3.popen3("exit 3"){|*a| a[1].read; 5}; p $?.exitstatus
p Open3.popen3("tr", "a-z", "A-Z"){|a,b,c| a.write "abc"; a.close; b.read}
ios = nil; Open3.popen3("echo"){|*a| ios = a}; p ios.map{|x| x.closed?}
include Open3; p popen3("echo inc"){|a,b,c| b.read}
sleep 0.1; p((Process.waitpid(-1) rescue $!.class))
