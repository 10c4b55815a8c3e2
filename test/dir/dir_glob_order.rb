# the order Dir.glob yields (readdir order, braces in pattern order, ** depth-first)
Dir.mkdir("o")
Dir.chdir("o")
%w(m b z a k).each { |n| File.open(n + ".rb", "w") {} }
Dir.mkdir("d1"); Dir.mkdir("d1/d2"); Dir.mkdir("e1")
%w(d1/x.rb d1/d2/y.rb e1/w.rb d1/a.rb).each { |n| File.open(n, "w") {} }
order = Dir.entries(".") - %w(. ..)
p Dir["*"] == order
p Dir["*.rb"] == order.grep(/\.rb\z/)
p Dir["{z,a,m}.rb"]
p Dir["{*.rb,d1}"].size
p Dir["**/*.rb"].size
p Dir["**/*.rb"].map { |f| f.count("/") }.uniq.size > 1
a = []; Dir.glob("*.rb") { |f| a << f }; p a == Dir["*.rb"]
p Dir["{a,a}.rb"]
p Dir["a.rb", "a.rb"]
p Dir["[zm].rb"].sort
# depth first in readdir order, each entry followed at once
def walk(dir, pat, &blk)
  (Dir.entries(dir.empty? ? "." : dir) - %w(. ..)).each do |e|
    path = dir.empty? ? e : "#{dir}/#{e}"
    blk.call(path) if File.fnmatch(pat, e)
    walk(path, pat, &blk) if File.directory?(path) && !File.symlink?(path)
  end
end
exp = []; walk("", "*.rb") { |f| exp << f }
p Dir["**/*.rb"] == exp
exp = []; walk("d1", "*") { |f| exp << f }
p Dir["d1/**/*"] == exp
p Dir["**/"].sort
p Dir["**"].sort == Dir["*"].sort
