# Dir.glob / Dir[] patterns and flags, File.fnmatch with its flags.
%w[top top/sub top/sub/deep top/.hid].each { |d| Dir.mkdir(d) }
%w[top/a.rb top/b.rb top/c.txt top/.dot.rb top/sub/d.rb top/sub/deep/e.rb
   top/.hid/f.rb top/x*y top/ab top/abc top/B.RB].each { |f| File.open(f, "w") { } }
def g(*a) Dir.glob(*a).sort end
p g("top/*")
p g("top/*", File::FNM_DOTMATCH)
p g("top/.*")
p g("top/**/*.rb")
p g("top/**/")
p g("top/**/*.rb", File::FNM_DOTMATCH)
p g("top/*.{rb,txt}")
p g("top/{a,b}.rb")
p g("top/{a,{b,c}}.*")
p g("top/[ab].rb")
p g("top/[^a].rb")
p g("top/[!a].rb")
p g("top/[a-c]*")
p g("top/?b")
p g("top/ab?")
p g("top/x\\*y")
p g("top/*.RB")
p g("top/*.rb", File::FNM_CASEFOLD)
p g("top/sub")
p g("top/sub/")
p g("top/nothere/*")
p g("top/*/*.rb")
p g("top/**/deep/*")
p Dir["top/a.rb", "top/c.txt"]
p Dir["top/{a,c}*"].sort
Dir.chdir("top") { p g("*.rb"); p g("**/e.rb") }
p Dir.glob("top/*.rb") { |f| }.class rescue p $!.class
n = 0
Dir.glob("top/*.rb") { |f| n += 1 }
p n
p File.fnmatch("*.rb", "a.rb"), File.fnmatch("*.rb", ".a.rb"), File.fnmatch("*.rb", ".a.rb", File::FNM_DOTMATCH)
p File.fnmatch("*", "a/b"), File.fnmatch("*", "a/b", File::FNM_PATHNAME), File.fnmatch("**/b", "a/x/b", File::FNM_PATHNAME)
p File.fnmatch("a?c", "abc"), File.fnmatch("[a-c]", "b"), File.fnmatch("[!a-c]", "b"), File.fnmatch("\\*", "*")
p File.fnmatch("\\*", "\\*", File::FNM_NOESCAPE), File.fnmatch("A", "a", File::FNM_CASEFOLD), File.fnmatch("{a,b}", "a")
p File.fnmatch?("a*", "abc"), File::FNM_SYSCASE, [File::FNM_NOESCAPE, File::FNM_PATHNAME, File::FNM_DOTMATCH, File::FNM_CASEFOLD]
d = Dir.new("top/sub")
p d.path, d.read.class
d.rewind
names = []
while (n = d.read)
  names << n
end
p names.sort
p d.read
p d.each { |x| }.equal?(d)
d.close
begin
  d.read
rescue IOError => e
  puts "#{e.class}: #{e.message}"
end
p Dir.entries("top/sub").sort
e = []
Dir.foreach("top/sub") { |x| e << x }
p e.sort
p Dir.exist?("top") rescue p $!.class
p File.directory?("top"), Dir.pwd == File.expand_path(".")
