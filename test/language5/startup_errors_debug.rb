# errors before the program runs: under -d first "Exception `C' at ruby:0 - M";
# a missing -e code exits 2 without a class; -r without a name is ignored;
# -h and -v act when read; a directory as script is Errno::EISDIR
ruby = File.readlink("/proc/self/exe")
Dir.mkdir("adir")
def run(ruby, opt, *args)
  ENV["RUBYOPT"] = opt
  r, w = IO.pipe
  pid = fork { $stderr.reopen(w); $stdout.reopen(w); $stdin.reopen("/dev/null"); exec(ruby, *args) }
  w.close
  out = r.read.gsub(/\/\S*ruby(:| \[)/, 'ruby\1').gsub(/ \(20\d\d-.*\) \[.*\]/, " [PLATFORM]")
  Process.wait(pid)
  puts "#{opt.inspect} #{args.join(' ')}: #{out.split("\n")[0, 3].join(' | ')} [#{$?.exitstatus}]"
end
run(ruby, "-d -T", "-e", "1")
run(ruby, "-d -x", "-e", "1")
run(ruby, "", "-d", "nonexist.rb")
run(ruby, "", "-d", "-C", "/nonexist", "-e", "1")
run(ruby, "", "-d", "-x", "/dev/null")
run(ruby, "", "adir")
run(ruby, "", "-d", "-T1", "-e", "1")
run(ruby, "", "-e")
run(ruby, "", "-v", "-e")
run(ruby, "", "-r")
run(ruby, "", "-e", "p 1", "-r")
run(ruby, "", "-h", "-e")
run(ruby, "", "--help", "-Z")
run(ruby, "", "-v", "-Z")
run(ruby, "", "-v", "-v", "-e", "p 2")
run(ruby, "", "-d", "-e", "exit 3")
run(ruby, "", "-d", "-e", "begin; raise SystemExit; rescue SystemExit; end; abort 'x'")
