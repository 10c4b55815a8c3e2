# the same refusal in a file of its own: both messages on stderr, status 1
path = "/tmp/dsym_nul_#{$$}.rb"
File.open(path, "w") { |f| f.write("p 1\np :\"\\0\"\n") }
begin
  out = IO.popen("#{File.readlink("/proc/self/exe")} #{path} 2>&1") { |io| io.read }
  puts out.gsub(path, "FILE")
  p $?.exitstatus
ensure
  File.unlink(path)
end
