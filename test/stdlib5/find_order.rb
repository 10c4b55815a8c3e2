# find: a directory's entries come in the reverse of Dir.entries' order (1.8.7
# does not sort them); compared with that order so any file system agrees
require 'find'
Dir.mkdir("d")
%w(zeta alpha Mid beta 10 9).each { |n| File.open("d/#{n}", "w") {} }
Dir.mkdir("d/sub")
File.open("d/sub/q", "w") {}
def expected(dir)
  out = [dir]
  (Dir.entries(dir) - %w(. ..)).reverse.each do |e|
    path = File.join(dir, e)
    File.directory?(path) ? out.concat(expected(path)) : out << path
  end
  out
end
r = []
Find.find("d") { |f| r << f }
p r == expected("d")
p r.size, r.first
