# FileUtils: every method with :verbose/:noop output and its errors
require 'fileutils'
require 'stringio'
require "helper"   # show(label) { expr }
Dir.mkdir("fu") unless File.directory?("fu")
Dir.chdir("fu")
$stderr = $stdout
FileUtils.touch(%w(a b))
show(:cp) { FileUtils.cp("a", "c", :verbose => true) }
show(:cp_noop) { FileUtils.cp("a", "d", :noop => true, :verbose => true); File.exist?("d") }
show(:cp_list) { FileUtils.mkdir("dir", :verbose => true); FileUtils.cp(%w(a b), "dir", :verbose => true, :preserve => true) }
show(:cp_same) { FileUtils.cp("a", "a") }
show(:cp_list_nodir) { FileUtils.cp(%w(a b), "zz") }
show(:cp_missing) { FileUtils.cp("nonex", "x") }
show(:cp_r) { FileUtils.cp_r("dir", "dir2", :verbose => true); Dir["dir2/*"].sort }
show(:cp_r_into) { FileUtils.cp_r("dir", "dir2", :verbose => true); Dir["dir2/**/*"].sort }
show(:mv) { FileUtils.mv("c", "e", :verbose => true) }
show(:mv_list) { FileUtils.mv(%w(e), "dir", :verbose => true, :force => true) }
show(:mv_dir_into_self) { FileUtils.mv("dir", "dir/sub") }
show(:rm) { FileUtils.rm("dir/e", :verbose => true) }
show(:rm_missing) { FileUtils.rm("nonex") }
show(:rm_f_missing) { FileUtils.rm_f("nonex", :verbose => true) }
show(:rm_r) { FileUtils.rm_r("dir2", :verbose => true) }
show(:rm_rf) { FileUtils.rm_rf(["nonex", "dir2"], :verbose => true) }
show(:mkdir_p) { FileUtils.mkdir_p("x/y/z", :verbose => true, :mode => 0700); File.stat("x/y/z").mode & 0777 }
show(:mkdir_p_exist) { FileUtils.mkdir_p("x/y/z", :verbose => true) }
show(:mkdir_exist) { FileUtils.mkdir("x") }
show(:makedirs) { FileUtils.makedirs("m/n", :verbose => true) }
show(:rmdir) { FileUtils.rmdir("m/n", :verbose => true) }
show(:rmdir_nonempty) { FileUtils.rmdir("x") }
show(:ln) { FileUtils.ln("a", "hl", :verbose => true); File.stat("a").nlink }
show(:ln_exists) { FileUtils.ln("a", "hl") }
show(:ln_f) { FileUtils.ln("a", "hl", :force => true, :verbose => true) }
show(:ln_s) { FileUtils.ln_s("a", "sl", :verbose => true); File.readlink("sl") }
show(:ln_sf) { FileUtils.ln_sf("b", "sl", :verbose => true); File.readlink("sl") }
show(:ln_s_dir) { FileUtils.ln_s(%w(a b), "x", :verbose => true); File.readlink("x/a") }
show(:install) { FileUtils.install("a", "inst", :mode => 0600, :verbose => true); File.stat("inst").mode & 0777 }
show(:install_same) { FileUtils.install("a", "inst", :verbose => true) }
show(:chmod) { FileUtils.chmod(0644, %w(a b), :verbose => true) }
show(:chmod_R) { FileUtils.chmod_R(0755, "x", :verbose => true) }
show(:chmod_noop) { FileUtils.chmod(0600, "a", :noop => true, :verbose => true); File.stat("a").mode & 0777 }
show(:touch) { FileUtils.touch("t", :verbose => true, :mtime => Time.at(0)); File.mtime("t").to_i }
show(:touch_nocreate) { FileUtils.touch("t2", :nocreate => true); File.exist?("t2") }
show(:cmp) { File.open("a", "w") { |f| f << "x" }; File.open("b", "w") { |f| f << "x" }; [FileUtils.cmp("a", "b"), FileUtils.identical?("a", "inst"), FileUtils.compare_file("a", "a")] }
show(:compare_stream) { FileUtils.compare_stream(StringIO.new("ab"), StringIO.new("ab")) }
show(:uptodate) { FileUtils.uptodate?("a", %w(t)) }
show(:uptodate_missing) { FileUtils.uptodate?("nonex", %w(a)) }
show(:pwd) { FileUtils.pwd == Dir.pwd }
show(:cd) { FileUtils.cd("x", :verbose => true) { Dir.pwd.split("/").last } }
show(:copy_entry) { FileUtils.copy_entry("x", "xc"); Dir["xc/**/*"].sort }
show(:copy_file) { FileUtils.copy_file("a", "cf"); File.read("cf") }
show(:remove_entry) { FileUtils.remove_entry("xc"); File.exist?("xc") }
show(:remove_entry_secure) { FileUtils.cp_r("x", "xs"); FileUtils.remove_entry_secure("xs"); File.exist?("xs") }
show(:remove_dir) { FileUtils.mkdir_p("rd/a"); FileUtils.remove_dir("rd"); File.exist?("rd") }
show(:remove_file) { FileUtils.remove_file("cf") }
show(:bad_opt) { FileUtils.cp("a", "b", :bogus => true) }
show(:chown_noop) { FileUtils.chown(nil, nil, "a", :noop => true, :verbose => true) }
show(:chown_R_noop) { FileUtils.chown_R("root", "root", "x", :noop => true, :verbose => true) }
show(:options) { FileUtils.options.sort }
show(:options_of) { FileUtils.options_of(:rm).sort }
show(:have_option) { [FileUtils.have_option?(:cp, :noop), FileUtils.have_option?(:rm, :preserve)] }
show(:commands) { FileUtils.commands.sort }
show(:collect_method) { FileUtils.collect_method(:preserve).sort }
show(:dryrun) { FileUtils::DryRun.rm("a"); File.exist?("a") }
show(:noWrite) { FileUtils::NoWrite.touch("nw"); File.exist?("nw") }
show(:verbose_mod) { FileUtils::Verbose.touch("vb") }
show(:private) { FileUtils.respond_to?(:fu_output_message) }
Dir.chdir("..")
FileUtils.rm_rf("fu")
