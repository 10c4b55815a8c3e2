# File.expand_path under a working directory longer than 4096 bytes.
start = Dir.pwd
name = "d" * 90
60.times { Dir.mkdir(name); Dir.chdir(name) }
deep = start + ("/" + name) * 60
p File.expand_path(".") == deep, File.expand_path("x") == deep + "/x"
p File.expand_path("..") == start + ("/" + name) * 59
60.times { Dir.chdir(".."); Dir.rmdir(name) }
p Dir.pwd == start
p File.exist?(name)
