# FileUtils.chown and chown_R (names, ids, nil; verbose, noop, force), the
# option tables that list them; user and group names print as USER/GROUP
require 'fileutils'
require 'stringio'
me = Process.uid; grp = Process.gid
name = Etc.getpwuid(me).name; gname = Etc.getgrgid(grp).name
File.open("a", "w") {}; File.open("b", "w") {}; Dir.mkdir("d"); File.open("d/e", "w") {}
# FileUtils writes where $stderr was when it was loaded (its @fileutils_output)
$stderr = StringIO.new
FileUtils.mkdir_p "zz", :verbose => true
p $stderr.string
$stderr = STDERR
def msgs
  out = StringIO.new
  FileUtils.instance_variable_set(:@fileutils_output, out)
  yield
  out.string
ensure
  FileUtils.instance_variable_set(:@fileutils_output, $stderr)
end
def norm(s, name, gname) s.gsub(/\b#{name}\b/, "USER").gsub(/\b#{gname}\b/, "GROUP").gsub(/\b#{Process.uid}\b/, "UID") end
puts norm(msgs {
  FileUtils.chown name, gname, %w(a b), :verbose => true
  FileUtils.chown name, nil, 'a', :verbose => true
  FileUtils.chown me, nil, 'a', :verbose => true
  FileUtils.chown nil, nil, 'a', :verbose => true
  FileUtils.chown_R name, gname, 'd', :verbose => true
  FileUtils.chown_R name, gname, 'd', :verbose => true, :force => true
  FileUtils.chown_R nil, nil, 'd', :noop => true, :verbose => true
}, name, gname)
p FileUtils.chown(nil, nil, "a"), FileUtils.chown(nil, nil, %w(a b)), FileUtils.chown(me.to_s, nil, "a")
p((FileUtils.chown "nosuchuserxyz", nil, 'a' rescue [$!.class, $!.message]))
p((FileUtils.chown nil, "nosuchgroupxyz", 'a' rescue [$!.class, $!.message]))
p((FileUtils.chown 1.5, nil, 'a' rescue [$!.class, $!.message]))
p((FileUtils.chown name, nil, 'missing' rescue [$!.class, $!.message]))
p((FileUtils.chown_R name, nil, 'missing' rescue [$!.class, $!.message]))
p FileUtils.chown_R(name, nil, 'missing', :force => true)
p((FileUtils.chown name, nil, 'a', :bogus => 1 rescue [$!.class, $!.message]))
p File.stat('a').uid == me
p FileUtils::NoWrite.respond_to?(:chown, true), FileUtils::DryRun.respond_to?(:chown_R, true)
p FileUtils.options_of(:chown), FileUtils.options_of("chown_R"), FileUtils.have_option?(:chown, :noop)
p((FileUtils.options_of(:zz) rescue $!.class), (FileUtils.have_option?(:zz, :noop) rescue $!))
p FileUtils.collect_method(:force).sort, FileUtils.collect_method(:verbose).include?("chown")
p defined?(Etc)
