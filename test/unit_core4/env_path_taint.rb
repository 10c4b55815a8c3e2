# ENV["PATH"] is tainted only while a directory on it is world writable (warned at the check); $SAFE 1 then runs no program
$stdout.sync = true
# warnings name the scratch folder: shown as D
class ScratchErr; def write(s) STDERR.write(s.gsub(Dir.pwd, "D")) end; end
$stderr = ScratchErr.new
p ENV["PATH"].tainted?
p ENV.values_at("PATH")[0].tainted?
p ENV.fetch("PATH").tainted?
p ENV.to_a.assoc("PATH")[1].tainted?
p ENV["HOME"].tainted?
Dir.mkdir("ww") rescue nil
File.chmod(0777, "ww")
Dir.mkdir("ww/sub") rescue nil
Dir.mkdir("st") rescue nil
File.chmod(01777, "st")
Dir.mkdir("st/sub") rescue nil
File.chmod(0755, "st/sub", "ww/sub")
d = Dir.pwd
["/tmp", "/bin", "/tmp/", "/tmp/nonexist", "#{d}/ww/sub", "#{d}/ww//sub", "#{d}/st/sub", "#{d}/st", "/bin:#{d}/ww:/tmp", "/bin::", "ww/sub", "st/sub", "/tmp".taint, ""].each do |pa|
  ENV["PATH"] = pa
  p [pa.sub(d, "D"), ENV["PATH"].tainted?, ENV.fetch("PATH").tainted?, ENV.values_at("PATH")[0].tainted?]
end
ENV["PATH"] = "/bin"
Dir.chdir("ww") { ENV["PATH"] = ".:/bin"; p ENV["PATH"].tainted? }
ENV["PATH"] = "/tmp"
$SAFE = 1
[["true"], ["echo  hi"], ["echo", "a"], [["/bin/echo", "zz"], "a"]].each do |args|
  begin
    system(*args)
  rescue SecurityError => e
    p e
  end
  begin
    exec(*args)
  rescue SecurityError => e
    p e
  end
end
