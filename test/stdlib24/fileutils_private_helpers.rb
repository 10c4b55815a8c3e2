# FileUtils as 1.8.7: its private helpers are those of 1.8.7 (no fu_get_id
# or fu_walk); chmod_R and chown_R walk a tree, a link's target untouched
require 'fileutils'
require 'tmpdir'
require "helper"
show(:privs) { FileUtils.private_instance_methods(false).grep(/^fu_/).sort }
show(:sing) { FileUtils.singleton_methods(false).grep(/^fu_/).sort }
show(:uid) { [FileUtils.send(:fu_get_uid, nil), FileUtils.send(:fu_get_uid, 12), FileUtils.send(:fu_get_uid, "13"), FileUtils.send(:fu_get_gid, "0")] }
show(:nouser) { FileUtils.chown("nosuchuserx", nil, "/nonexistent-x") rescue [$!.class, $!.message] }
show(:nogroup) { FileUtils.chown_R(nil, "nosuchgrpx", "/nonexistent-x") rescue [$!.class, $!.message] }
dir = Dir.mktmpdir
begin
  Dir.chdir(dir) do
    FileUtils.mkdir_p("t/a/b")
    FileUtils.touch(%w(t/f t/a/g t/a/b/h))
    File.chmod(0644, "t/f")
    File.symlink("../f", "t/a/l")
    $stderr = $stdout
    show(:chmod_R) { FileUtils.chmod_R(0700, "t", :verbose => true); %w(t t/f t/a t/a/g t/a/b/h).map { |x| "%o" % (File.stat(x).mode & 0777) } }
    show(:chown_R) { FileUtils.chown_R(nil, nil, "t", :verbose => true) }
    show(:chown_Rf) { FileUtils.chown_R(nil, nil, ["t", "nofile"], :force => true) }
    show(:chown_Rmiss) { FileUtils.chown_R(nil, nil, "nofile") rescue $!.class }
    show(:chmod_Rmiss) { FileUtils.chmod_R(0700, "nofile") rescue $!.class }
    show(:chmod_Rf) { FileUtils.chmod_R(0700, "nofile", :force => true) }
    $stderr = STDERR
  end
ensure
  FileUtils.rm_rf dir
end
