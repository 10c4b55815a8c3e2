# RUBYOPT as seen by a child interpreter (the running one, through
# /proc/self/exe): read after the command line, so its -W and -K win and its
# -I dirs and -r libraries come after the command line's; ignored under a
# command-line -T; a leading -T sets $SAFE and ends it (no "-e not allowed");
# -v does nothing there; other switches are illegal
ruby = File.readlink("/proc/self/exe")
File.open("opt_a.rb", "w") { |f| f.puts 'puts "A"' }
File.open("opt_b.rb", "w") { |f| f.puts 'puts "B"' }
File.open("show.rb", "w") { |f| f.puts 'p [$VERBOSE, $SAFE, $DEBUG, $KCODE, $:.include?("/zz")]' }
def run(ruby, opt, *args)
  ENV["RUBYOPT"] = opt
  r, w = IO.pipe
  pid = fork { $stderr.reopen(w); $stdout.reopen(w); exec(ruby, *args) }
  w.close
  out = r.read.gsub(/^\/\S*ruby: /, "ruby: ")
  Process.wait(pid)
  puts "#{opt.inspect} #{args.join(' ')}: #{out.split("\n").join(' | ')} [#{$?.exitstatus}]"
end
["-w", "-d", "-v", "-dv", "-vd", "-W0", "-Ku", "-I/zz", "-T", "-T2 -w", "-T -I/zz", "-vT", "-dT",
 "-w -T", "-x", "-e1", "-- -w", "-r", "rset -w"].each { |o| run(ruby, o, "show.rb") }
run(ruby, "-W0", "-w", "show.rb")
run(ruby, "-Ku", "-Ke", "show.rb")
run(ruby, "-I/a -I/b", "-I/c", "-I/d", "-e", "p $:[0, 4]")
run(ruby, "-T", "-e", "p $SAFE")
run(ruby, "-ropt_a", "-I.", "-ropt_b", "-e", 'puts "main"')
run(ruby, "-w", "-T1", "show.rb")
