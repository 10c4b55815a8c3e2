# Dir.entries/foreach/open/each/read/tell/seek/rewind/chdir/mkdir/rmdir and errors
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
Dir.mkdir("dd")
%w(one two).each { |n| File.open("dd/#{n}", "w") {} }
t(:entries) { Dir.entries("dd").sort }
t(:entries_missing) { Dir.entries("nope") }
t(:entries_file) { Dir.entries("dd/one") }
t(:foreach) { a = []; r = Dir.foreach("dd") { |e| a << e }; [r, a.sort] }
t(:foreach_enum) { Dir.foreach("dd").class rescue $!.class }
t(:open_block) { Dir.open("dd") { |d| [d.class, d.path] } }
t(:open_block_closes) { x = nil; Dir.open("dd") { |d| x = d }; x.read }
t(:open_missing) { Dir.open("nope") }
t(:new) { d = Dir.new("dd"); r = [d.path, d.inspect =~ /#<Dir:dd>/ ? :insp : d.inspect]; d.close; r }
d = Dir.new("dd")
t(:read_all) { a = []; while (e = d.read); a << e; end; a.sort }
t(:read_eof) { d.read }
t(:rewind) { [d.rewind.equal?(d), d.read.class] }
t(:tell_seek) { d.rewind; d.read; pos = d.tell; x = d.read; d.seek(pos).equal?(d) && d.read == x }
t(:pos) { d.rewind; d.pos.class }
t(:pos_assign) { d.rewind; d.read; p0 = d.pos; d.read; (d.pos = p0) == p0 }
t(:each) { d.rewind; a = []; r = d.each { |e| a << e }; [r.equal?(d), a.size] }
t(:close) { d.close }
t(:read_closed) { d.read }
t(:each_closed) { d.each {} }
t(:close_closed) { d.close }
t(:path_closed) { d.path }
t(:chdir_block) { here = Dir.pwd; r = Dir.chdir("dd") { |p| [p, File.basename(Dir.pwd)] }; [r, Dir.pwd == here] }
t(:chdir_block_value) { Dir.chdir("dd") { 42 } }
t(:chdir_ret) { here = Dir.pwd; r = Dir.chdir("dd"); Dir.chdir(here); r }
t(:chdir_missing) { Dir.chdir("nope") }
t(:chdir_file) { Dir.chdir("dd/one") }
t(:chdir_home) { Dir.chdir { File.basename(Dir.pwd) == File.basename(ENV["HOME"]) } }
t(:getwd) { Dir.getwd == Dir.pwd }
t(:mkdir) { Dir.mkdir("nd") }
t(:mkdir_mode) { Dir.mkdir("nd2", 0700); "%o" % (File.stat("nd2").mode & 0777) }
t(:mkdir_exists) { Dir.mkdir("nd") }
t(:mkdir_noparent) { Dir.mkdir("x/y/z") }
t(:mkdir_nil) { Dir.mkdir(nil) }
t(:rmdir) { Dir.rmdir("nd") }
t(:rmdir_missing) { Dir.rmdir("nd") }
t(:rmdir_notempty) { Dir.rmdir("dd") }
t(:rmdir_file) { Dir.rmdir("dd/one") }
t(:delete_unlink) { Dir.mkdir("e1"); Dir.mkdir("e2"); [Dir.delete("e1"), Dir.unlink("e2")] }
t(:exist) { [File.directory?("dd"), File.exist?("nd"), (Dir.exist?("dd") rescue :nomethod)] }
t(:glob_in_chdir) { Dir.chdir("dd") { Dir["*"].sort } }
t(:dir_s_new_noarg) { Dir.new }
t(:dir_read_uninit) { Dir.allocate.read }
t(:entries_nil) { Dir.entries(nil) }
