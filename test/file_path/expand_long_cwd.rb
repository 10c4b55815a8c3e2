# File.expand_path under a working directory longer than 4096 bytes.
start = Dir.pwd
name = "d" * 90
60.times { Dir.mkdir(name); Dir.chdir(name) }
deep = start + ("/" + name) * 60
p File.expand_path(".") == deep, File.expand_path("x") == deep + "/x"
p File.expand_path("..") == start + ("/" + name) * 59
Dir.chdir(start)
60.downto(1) { |i| Dir.rmdir(([name] * i).join("/")) }
p File.exist?(name)
