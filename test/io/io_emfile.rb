# running out of file descriptors gives Errno::EMFILE, and recovers after closing
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("f.txt", "w") { |f| f.write "data\n" }
Process.setrlimit(Process::RLIMIT_NOFILE, 20)
files = []
err = nil
begin
  100.times { files << File.open("f.txt") }
rescue SystemCallError => e
  err = e
end
t(:error) { [err.class, err.message, err.errno == Errno::EMFILE::Errno] }
t(:some_opened) { files.size > 5 && files.size < 20 }
t(:open_w) { File.open("g.txt", "w") }
t(:sysopen) { IO.sysopen("f.txt") }
t(:pipe) { IO.pipe }
t(:dup) { files[0].dup }
t(:dir) { Dir.open(".") }
t(:glob_still) { Dir["f.*"] }
t(:read_still) { files[0].gets }
t(:file_read) { File.read("f.txt") }
t(:backtick) { `echo hi` }
files.pop.close
t(:after_close) { f = File.open("f.txt"); r = f.read; f.close; r }
files.each { |f| f.close }
t(:many_after) { (1..5).map { File.open("f.txt") { |f| f.gets } }.uniq }
