# fileutils: copying, moving and removing trees with symlinks (dangling,
# to directories), errors of odd calls, modes
require 'fileutils'
require "helper"
include FileUtils
def tree(d) Dir.glob("#{d}/**/*", File::FNM_DOTMATCH).reject { |f| f =~ /\/\.\.?\z/ }.sort.map { |f| File.symlink?(f) ? "#{f}->#{File.readlink(f)}" : (File.directory?(f) ? "#{f}/" : "#{f}:#{File.read(f)}") } end
mkdir_p "src/d"
File.open("src/f", "w") { |f| f << "F" }
File.open("src/.hidden", "w") { |f| f << "H" }
File.open("src/d/g", "w") { |f| f << "G" }
ln_s "f", "src/lf"
ln_s "d", "src/ld"
ln_s "/nonexistent", "src/dangling"
show("cp_r") { cp_r "src", "dst"; tree("dst") }
show("cp_r into existing") { cp_r "src", "dst"; tree("dst").size }
show("cp_r contents") { mkdir "dst2"; cp_r "src/.", "dst2"; tree("dst2") }
show("cp_r dereference_root") { cp_r "src/ld", "dst3", :dereference_root => true; tree("dst3") }
show("cp_r link root") { cp_r "src/ld", "dst4"; [File.symlink?("dst4"), File.readlink("dst4")] }
show("copy_entry") { copy_entry "src", "ce"; tree("ce") }
show("copy_entry exists") { copy_entry "src/f", "ce/f"; File.read("ce/f") }
show("copy_entry remove_dest") { copy_entry "src/f", "ce/lf", false, false, true; [File.symlink?("ce/lf"), File.read("ce/lf")] }
show("cp symlink") { cp "src/lf", "cpl"; [File.symlink?("cpl"), File.read("cpl")] }
show("cp dir") { cp "src/d", "cpd" }
show("cp to missing dir") { cp "src/f", "nodir/x" }
show("mv dir") { cp_r "src", "mvs"; mv "mvs", "mvd"; [File.exist?("mvs"), tree("mvd").size] }
show("mv into dir") { mkdir "into"; mv "mvd", "into"; File.directory?("into/mvd") }
show("mv file over dir") { touch "mf"; mkdir_p "md/mf"; mv "mf", "md" }
show("mv dir over file") { mkdir "dd1"; touch "ff1"; mv "dd1", "ff1" }
show("mv same") { mv "ff1", "./ff1" }
show("rm_r symlink dir") { cp_r "src", "rms"; rm_r "rms/ld"; [File.exist?("rms/d/g"), File.exist?("rms/ld")] }
show("rm_r trailing slash") { rm_r "rms/"; File.exist?("rms") }
show("rm_rf missing") { rm_rf "nothing/here" }
show("rm_r file list") { touch %w(r1 r2); rm_r %w(r1 r2); [File.exist?("r1"), File.exist?("r2")] }
show("remove_entry dangling") { ln_s "zz", "dl"; remove_entry "dl"; File.symlink?("dl") }
show("remove_entry_secure") { cp_r "src", "res"; remove_entry_secure "res"; File.exist?("res") }
show("remove_dir file") { touch "rdf"; remove_dir "rdf" }
show("remove_file dir") { mkdir "rfd"; remove_file "rfd" }
show("ln dir dest") { mkdir "lnd"; ln "src/f", "lnd"; File.exist?("lnd/f") }
show("ln_s list") { mkdir "lsd"; ln_s %w(../src/f ../src/d), "lsd"; tree("lsd") }
show("ln_s list notdir") { ln_s %w(a b), "src/f" }
show("ln_sf dir") { ln_sf "src/d", "lsd/d2"; File.readlink("lsd/d2") }
show("install mode") { install "src/f", "inst", :mode => 0600; [File.read("inst"), "%o" % (File.stat("inst").mode & 0777)] }
show("install to dir") { mkdir "idir"; install %w(src/f src/d/g), "idir"; tree("idir") }
show("install preserve") { install "src/f", "inst2", :preserve => true; File.mtime("inst2") == File.mtime("src/f") }
show("chmod_R") { chmod_R 0700, "dst"; "%o" % (File.stat("dst/d/g").mode & 0777) }
show("chmod list") { chmod 0640, %w(dst/f dst/d/g); "%o" % (File.stat("dst/f").mode & 0777) }
show("chmod str") { chmod "0640", "dst/f" }
show("copy_file dir") { copy_file "src/d", "cfd" }
show("compare_stream") { File.open("src/f") { |a| File.open("dst/f") { |b| compare_stream(a, b) } } }
show("uptodate") { [uptodate?("src/f", []), uptodate?("nonexist", %w(src/f)), uptodate?("src/f", %w(nonexist))] }
show("uptodate opt") { uptodate?("src/f", [], :x => 1) }
show("touch mtime list") { touch %w(t1 t2), :mtime => Time.at(100); [File.mtime("t1").to_i, File.atime("t2").to_i] }
show("mkdir_p file in path") { touch "fp"; mkdir_p "fp/x" }
show("mkdir_p root") { mkdir_p "/" }
show("rmdir list") { mkdir %w(e1 e2); rmdir %w(e1 e2); [File.exist?("e1"), File.exist?("e2")] }
show("cd noblock") { cd "src"; r = File.basename(pwd); cd ".."; r }
show("fu_output verbose") { $stderr = $stdout; FileUtils.rm_rf "zzz", :verbose => true, :noop => true }
