# FileUtils::Entry_: the public methods of 1.8.7's entry objects
# (path/prefix/rel, stats, predicates, traversals, copy, remove) and
# copy_entry/cp_r built on them
require 'fileutils'
require 'tmpdir'
top = File.join(Dir.tmpdir, "s16fe#{$$}")
FileUtils.rm_rf top
Dir.mkdir top
Dir.chdir top
Dir.mkdir "d"; Dir.mkdir "d/sub"
File.open("d/a", "w") { |f| f.puts "hi" }
File.open("d/sub/b", "w") { |f| f.puts "x" }
File.symlink "a", "d/ln"
begin
E = FileUtils::Entry_
p E.instance_method(:initialize).arity
%w(copy copy_file copy_metadata remove remove_file remove_dir1 chmod chown entries traverse postorder_traverse preorder_traverse platform_support rel prefix path inspect stat stat! lstat lstat! dereference? exist? file? directory? symlink? pipe? socket? blockdev? chardev? door?).each { |m| print m, ":", E.instance_method(m).arity, " " }
puts
p E::S_IF_DOOR
e = E.new("d")
p e.inspect =~ /\A#<FileUtils::Entry_ d>\z/ ? :ok : e.inspect
p [e.path, e.prefix, e.rel, e.dereference?, e.exist?, e.file?, e.directory?, e.symlink?, e.pipe?, e.socket?, e.blockdev?, e.chardev?, e.door?]
e2 = E.new("d", "sub")
p [e2.path, e2.prefix, e2.rel, e2.inspect.sub(/0x\h+/, '')]
e3 = E.new("d", "ln", true)
p [e3.path, e3.dereference?, e3.stat.class, e3.lstat.symlink?, e3.symlink?, e3.file?]
p e.entries.map { |x| [x.path, x.prefix, x.rel] }.sort
p e.entries.map { |x| x.class }.uniq
r = []; e.traverse { |x| r << x.path }; p r.sort
r = []; e.postorder_traverse { |x| r << x.path }; p r.index("d") == r.size - 1, r.sort
r = []; e.preorder_traverse { |x| r << x.path }; p r.first, r.sort
p E.new("nonexist").exist?
begin; E.new("nonexist").stat; rescue => ex; p ex.class; end
begin; E.new("nonexist").lstat; rescue => ex; p ex.class; end
begin; E.new("nonexist").stat!; rescue => ex; p ex.class; end
begin; E.new("nonexist").lstat!; rescue => ex; p ex.class; end
p E.new("d/a").stat!.size
p E.new("d/ln").lstat!.symlink?
FileUtils.mkdir_p "out"
E.new("d", "a").copy("out/a2"); p File.read("out/a2")
E.new("d", "sub").copy("out/sub2"); p File.directory?("out/sub2"), File.exist?("out/sub2/b")
E.new("d", "ln").copy("out/ln2"); p File.symlink?("out/ln2"), File.readlink("out/ln2")
E.new("d", "a").copy_file("out/a3"); p File.read("out/a3")
File.chmod(0600, "d/a"); File.utime(Time.at(1000), Time.at(2000), "d/a")
E.new("d", "a").copy_metadata("out/a3"); p File.mtime("out/a3").to_i, "%o" % (File.stat("out/a3").mode & 0777)
E.new("out", "a3").chmod(0644); p "%o" % (File.stat("out/a3").mode & 0777)
E.new("out", "a3").chown(nil, nil)
p E.new("out", "a3").platform_support { 42 }
E.new("out", "a3").remove_file; p File.exist?("out/a3")
E.new("out", "sub2").remove; p File.exist?("out/sub2")
Dir.mkdir("out/empty"); E.new("out/empty").remove_dir1; p File.exist?("out/empty")
E.new("out", "ln2").remove; p File.symlink?("out/ln2")
begin; E.new("out/nothere").remove_file; rescue => ex; p ex.class; end
p E.new("out/a2").entries rescue p $!.class
p E.new("d/ln", nil, true).directory?
FileUtils.rm_rf "out"
%w(stat lstat stat! lstat! exist? file? directory? symlink? pipe?).each do |m|
  begin; p [m, E.new("nonexist").send(m)]; rescue => ex; p [m, ex.class]; end
  begin; p [m+"d", E.new("nonexist", nil, true).send(m)]; rescue => ex; p [m+"d", ex.class]; end
end
p E.new("d/ln").stat.file?, E.new("d/ln").lstat.symlink?, E.new("d/ln", nil, true).lstat.symlink?
p E.new("d/ln").file?, E.new("d/ln", nil, true).symlink?
File.symlink("nowhere", "dangling") rescue nil
%w(stat lstat stat! exist? file? symlink?).each { |m| begin; x = E.new("dangling").send(m); p [m, x.class == File::Stat ? :stat : x]; rescue => ex; p [m, ex.class]; end }
File.unlink "dangling"
e = E.new("d"); s1 = e.stat; p s1.equal?(e.stat)
e = E.new("d"); s1 = e.lstat; p s1.equal?(e.lstat)
e = E.new("d"); s1 = e.stat!; p s1.equal?(e.stat!)
p E.new("d", "").path, E.new("", "d").path, E.new("d/", "a").path, E.new(".", "d").path rescue p $!
p E.new("d", "x/y").rel, E.new("d","x/y").prefix
Dir.mkdir("dd") rescue nil; File.symlink("../d", "dd/dl") rescue nil; File.open("dd/f", "w") {}
r = []; E.new("dd").traverse { |x| r << [x.path, x.rel] }; p r.sort
r = []; E.new("dd", "dl").traverse { |x| r << x.path }; p r
r = []; E.new("dd/dl", nil, true).traverse { |x| r << [x.path, x.dereference?] }; p r.sort
r = []; p E.new("d").traverse { |x| r << x.path }.class
r = []; p E.new("d").postorder_traverse { |x| }.class
r = []; p E.new("d").preorder_traverse { |x| }.class
r = []; E.new("d").traverse { |x| r << x.path }; p r.index("d/sub") > r.index("d/sub/b")
r = []; E.new("d").preorder_traverse { |x| r << x.path }; p r.index("d/sub") < r.index("d/sub/b")
FileUtils.mkdir_p "o"
E.new("d").copy("o"); p :dir_exists_ok
begin; E.new("d/a").copy("o"); rescue => ex; p ex.class; end
File.chmod(0751, "d/a"); E.new("d/a").copy_file("o/c"); p "%o" % (File.stat("o/c").mode & 0777)
E.new("d/a").copy_file("o/c"); p File.read("o/c")
File.symlink("a", "o/l2"); begin; E.new("d/ln").copy("o/l2"); rescue => ex; p ex.class; end
begin; E.new("d/a").copy_metadata("o/zz"); rescue => ex; p ex.class; end
begin; E.new("d").remove_dir1; rescue => ex; p ex.class; end
begin; E.new("d").remove_file; rescue => ex; p ex.class; end
E.new("d/ln", nil, true).copy("o/lcopy"); p File.symlink?("o/lcopy"), File.file?("o/lcopy")
p E.new("d").chmod(0755), E.new("d").chown(nil,nil)
p E.new("d", nil, 1).dereference?
p E.new("d").entries.map { |x| x.dereference? }.uniq
p E.new("d", nil, true).entries.map { |x| x.dereference? }.uniq
p E.new("d/a").copy_file("o/new")
p E.new("d/a").copy("o/new2")
p E.new("o/new2").remove
p E.new("o/new").remove_file
FileUtils.rm_rf %w(o dd)
File.chmod(0644, "d/a")
File.utime(Time.at(5000), Time.at(6000), "d/sub"); File.utime(Time.at(5000), Time.at(7000), "d")
FileUtils.rm_f "d/ln"
FileUtils.cp_r "d", "o", :preserve => true
p File.mtime("o").to_i == 7000, File.mtime("o/sub").to_i == 6000, File.mtime("o/a") == File.mtime("d/a")
FileUtils.rm_rf "o"
File.symlink "a", "d/ln"
FileUtils.cp_r "d/ln", "o"; p File.symlink?("o")
FileUtils.rm_rf "o"
FileUtils.copy_entry "d/ln", "o"; p File.symlink?("o")
FileUtils.rm_rf "o"
File.open("o2", "w") { |f| f << "old" }
FileUtils.copy_entry "d/a", "o2", false, false, true; p File.read("o2")
FileUtils.rm_rf "o2"
ensure
  Dir.chdir "/"
  FileUtils.rm_rf top
end
