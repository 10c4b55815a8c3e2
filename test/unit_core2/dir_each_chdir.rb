# Dir#each starts from the first entry whatever was read before; a chdir
# block in a second thread while another thread's block runs warns.
$stdout.sync = true
Dir.mkdir("dd")
Dir.mkdir("dd/x")
d = Dir.new("dd")
first = d.read
p d.entries.sort
p d.each { }.class
p d.read
d.rewind
p d.read == first
d.close
t = Thread.new { Dir.chdir("dd") { sleep 0.3 } }
sleep 0.1
$stderr.flush
Dir.chdir(File.expand_path("x")) { p :second_thread_block } rescue p $!.class
t.join
$stderr.flush
Dir.chdir("dd") { Dir.chdir("x") { p :nested_same_thread } }
$stderr.flush
Dir.chdir("dd") { Dir.chdir("x"); p :plain_inside_block }
p File.basename(Dir.pwd)
