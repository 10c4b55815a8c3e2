# a NUL inside a path: which calls raise ArgumentError and which (as 1.8.7) stop at it
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:mkdir) { Dir.mkdir("d\0x") }
t(:mkdir_made) { File.directory?("d") }
t(:chdir) { Dir.chdir("d\0x") { File.basename(Dir.pwd) } }
t(:entries) { Dir.entries("d\0x") }
t(:dir_open) { Dir.open("d\0x") { |d| d.path } }
t(:foreach) { a = []; Dir.foreach("d\0x") { |e| a << e }; a.sort }
t(:rmdir) { Dir.rmdir("d\0x") }
t(:file_new) { File.new("f\0x", "w") }
t(:sysopen) { IO.sysopen("f\0x", "w").class }
t(:sysopen_made) { File.exist?("f") }
t(:file_read) { File.read("f\0x") }
t(:readlines) { IO.readlines("f\0x") }
t(:foreach_io) { IO.foreach("f\0x") { } }
t(:kernel_open) { open("f\0x") }
t(:readlink) { File.readlink("nolink\0x") }
t(:unlink) { File.unlink("f\0x") }
t(:stat) { File.stat("f\0x") }
t(:exist) { File.exist?("f\0x") }
t(:test_e) { test(?e, "f\0x") }
t(:system) { system("echo\0x") }
t(:glob) { Dir.glob("f\0d") }
