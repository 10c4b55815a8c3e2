# tmpdir (and tempfile through it) load fileutils and etc as 1.8.7 does, so
# FileUtils is there after require 'tempfile'
require 'fixtures/apilist'
before = $".dup
api_listing('tempfile', /^(Tempfile|Dir)$/)
p $" - before
p defined?(FileUtils), defined?(Etc)
d = Dir.mktmpdir("h4") { |path| FileUtils.touch(File.join(path, "a")); p Dir.entries(path).sort; path }
p File.exist?(d)
t = Tempfile.new("x"); t.print "hi"; t.close; p File.read(t.path); t.close!; p t.path
