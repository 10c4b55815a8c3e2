# fileutils: every command through FileUtils::Verbose (messages on $stdout),
# NoWrite and DryRun, and the errors of bad calls
require 'fileutils'
require "helper"
$stderr = $stdout
include FileUtils::Verbose
mkdir "a"
mkdir_p "b/c/d"
mkdir %w(e f)
touch "a/x"
touch %w(a/y a/z)
cp "a/x", "a/x2"
cp %w(a/y a/z), "b"
cp_r "a", "g"
mv "a/x2", "a/x3"
mv %w(b/y b/z), "e"
ln "a/x", "a/hard"
ln_s "x", "a/soft"
ln_sf "y", "a/soft"
chmod 0644, "a/x"
chmod 0755, %w(a/y a/z)
chmod_R 0755, "g"
install "a/x", "f", :mode => 0644
rm "a/x3"
rm_f "nonexist"
rm_r "g"
rm_rf "b"
rmdir "e" rescue p $!
rm_rf %w(e f)
cd("a") { pwd }
mkdir_p "deep/x", :mode => 0700
rmdir "deep/x"
cp "a/x", "a/x4", :preserve => true
copy_entry "a", "h" rescue p $!
remove_dir "h" rescue p $!
compare_file("a/x", "a/y")
uptodate?("a/x", %w(a/y))
include FileUtils::NoWrite
include FileUtils
FileUtils::NoWrite.rm "a/x"
FileUtils::DryRun.mkdir "zzz"
FileUtils::DryRun.cp "a/x", "zz2"
FileUtils::DryRun.rm_rf "a"
p File.exist?("a/x"), File.exist?("zzz")
show("cp same") { FileUtils.cp "a/x", "a/x" }
show("cp missing") { FileUtils.cp "nope", "a/q" }
show("mv missing") { FileUtils.mv "nope", "a/q" }
show("mv to self") { FileUtils.mv "a/x", "a/x" }
show("rm missing") { FileUtils.rm "nope" }
show("rm dir") { FileUtils.rm "a" }
show("rmdir nonempty") { FileUtils.rmdir "a" }
show("mkdir exists") { FileUtils.mkdir "a" }
show("mkdir_p exists") { FileUtils.mkdir_p "a" }
show("mkdir_p on file") { FileUtils.mkdir_p "a/x/y" }
show("bad opt") { FileUtils.mkdir "q", :bogus => 1 }
show("ln exists") { FileUtils.ln "a/x", "a/y" }
show("ln_s exists") { FileUtils.ln_s "x", "a/y" }
show("options") { FileUtils.options.sort }
show("options_of") { FileUtils.options_of(:rm).sort }
show("have_option") { [FileUtils.have_option?(:cp, :noop), FileUtils.have_option?(:cp, :bogus)] }
show("commands") { FileUtils.commands.size }
show("collect_method") { FileUtils.collect_method(:preserve).sort }
show("pwd") { FileUtils.pwd == Dir.pwd }
show("cmp") { FileUtils.cmp("a/x", "a/y") }
show("identical") { FileUtils.identical?("a/x", "a/x") }
show("remove_entry_secure") { FileUtils.mkdir_p "r/s"; FileUtils.remove_entry_secure "r"; File.exist?("r") }
show("chown nil") { FileUtils.chown nil, nil, "a/x" }
show("chmod sym") { FileUtils.chmod "u+x", "a/x" rescue $!.class }
show("install same") { FileUtils.install "a/x", "a/x" }
show("copy_file") { FileUtils.copy_file "a/x", "a/cf"; File.exist?("a/cf") }
show("copy_stream") { require 'stringio'; o = StringIO.new; FileUtils.copy_stream(StringIO.new("abc"), o); o.string }
show("touch mtime") { FileUtils.touch "a/x", :mtime => Time.at(0); File.mtime("a/x").to_i }
show("touch nocreate") { FileUtils.touch "a/nc", :nocreate => true; File.exist?("a/nc") }
show("rm_r noent") { FileUtils.rm_r "noent" }
show("rm_r force") { FileUtils.rm_r "noent", :force => true }
show("verbose msg") { FileUtils.mkdir "vv", :verbose => true, :noop => true }
show("fu_output_message") { FileUtils.send(:fu_output_message, "hi") }
show("private") { FileUtils.respond_to?(:fu_output_message) }
show("ln_s dir") { FileUtils.mkdir "dd"; FileUtils.ln_s "../a/x", "dd"; File.readlink("dd/x") }
show("mv dir into") { FileUtils.mkdir "m1"; FileUtils.mv "m1", "dd"; File.directory?("dd/m1") }
show("cp to dir") { FileUtils.cp "a/x", "dd"; File.exist?("dd/x") }
show("rmdir parents") { FileUtils.mkdir_p "p1/p2"; FileUtils.rmdir "p1/p2", :parents => true rescue $!.class }
