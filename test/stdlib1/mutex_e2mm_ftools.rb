$stdout.sync = true
require "mutex_m"
p Mutex_m.instance_methods.sort, Mutex_m.singleton_methods.sort
o = Object.new; o.extend Mutex_m; p o.locked?, o.try_lock, o.locked?, o.try_lock; o.unlock
p o.synchronize{ 5 }, o.mu_locked?; p((o.unlock rescue $!))
class C; include Mutex_m; end; c = C.new; p c.lock.class, c.locked?; p C.ancestors; p o.instance_variables.sort
r = []; m = Object.new.extend(Mutex_m); th = (1..3).map{|i| Thread.new{ m.synchronize{ r << i; Thread.pass; r << i } } }; th.each{|t| t.join}; p r.size, r.each_slice(2).all?{|a, b| a == b} rescue p $!
require "e2mmap"
p Exception2MessageMapper.instance_methods.sort, Exception2MessageMapper.singleton_methods.sort
class Foo; extend Exception2MessageMapper; def_e2message ArgumentError, "bad %s"; def_exception :MyErr, "my error %s %d", RuntimeError; def_exception :Other, "other"; end
p Foo::MyErr.superclass, Foo::Other.superclass
begin; Foo.Raise Foo::MyErr, "x", 3; rescue => e; p e.class, e.message; end
begin; Foo.Raise ArgumentError, "y"; rescue => e; p e.class, e.message; end
begin; Foo.Fail Foo::Other; rescue => e; p e.class, e.message; end
p((Foo.Raise(TypeError) rescue $!))
module M; extend Exception2MessageMapper; def_exception :E, "e %s"; end; class D; include M; end
p((D.new.Raise(M::E, 1) rescue [$!.class, $!.message]))
p Exception2MessageMapper.e2mm_message(Foo, Foo::MyErr), Exception2MessageMapper.message(Foo, Foo::Other)
p Foo.singleton_methods.sort
class Bar; extend Exception2MessageMapper; def_exception :Interp, 'at #{self}'; end; p((Bar.Raise(Bar::Interp) rescue $!.message))
require "ftools"
$stderr = $stdout
p File.singleton_methods.sort & %w[catname cmp compare copy cp install makedirs mkpath move mv o_chmod rm_f safe_unlink syscopy]
File.open("a","w"){|f| f.print "hi"}
p File.copy("a", "b", true), File.cmp("a","b"), File.compare("a","b", true), File.move("b", "c", true), File.makedirs("x/y", true), File.install("a", "x/y", 0600, true), File.install("a", "x/y", 0600, true), File.syscopy("a","d"), File.rm_f("d", true), File.safe_unlink("c", true), Dir["**/*"].sort, File.catname("a", "x"), File.catname("a", "q"), File.stat("x/y/a").mode.to_s(8)
File.open("e","w"){|f| f.print "ho"}; p File.cmp("a", "e"), File.mkpath("p/q/r"), File.directory?("p/q/r"), File.chmod(0644, "a", true)
