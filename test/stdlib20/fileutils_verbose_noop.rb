# FileUtils: every method with :verbose/:noop output and its errors
require 'fileutils'
require 'stringio'
def sh(l)
  print l, ": "
  begin
    r = yield
    p r
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
Dir.mkdir("fu") unless File.directory?("fu")
Dir.chdir("fu")
$stderr = $stdout
FileUtils.touch(%w(a b))
sh(:cp) { FileUtils.cp("a", "c", :verbose => true) }
sh(:cp_noop) { FileUtils.cp("a", "d", :noop => true, :verbose => true); File.exist?("d") }
sh(:cp_list) { FileUtils.mkdir("dir", :verbose => true); FileUtils.cp(%w(a b), "dir", :verbose => true, :preserve => true) }
sh(:cp_same) { FileUtils.cp("a", "a") }
sh(:cp_list_nodir) { FileUtils.cp(%w(a b), "zz") }
sh(:cp_missing) { FileUtils.cp("nonex", "x") }
sh(:cp_r) { FileUtils.cp_r("dir", "dir2", :verbose => true); Dir["dir2/*"].sort }
sh(:cp_r_into) { FileUtils.cp_r("dir", "dir2", :verbose => true); Dir["dir2/**/*"].sort }
sh(:mv) { FileUtils.mv("c", "e", :verbose => true) }
sh(:mv_list) { FileUtils.mv(%w(e), "dir", :verbose => true, :force => true) }
sh(:mv_dir_into_self) { FileUtils.mv("dir", "dir/sub") }
sh(:rm) { FileUtils.rm("dir/e", :verbose => true) }
sh(:rm_missing) { FileUtils.rm("nonex") }
sh(:rm_f_missing) { FileUtils.rm_f("nonex", :verbose => true) }
sh(:rm_r) { FileUtils.rm_r("dir2", :verbose => true) }
sh(:rm_rf) { FileUtils.rm_rf(["nonex", "dir2"], :verbose => true) }
sh(:mkdir_p) { FileUtils.mkdir_p("x/y/z", :verbose => true, :mode => 0700); File.stat("x/y/z").mode & 0777 }
sh(:mkdir_p_exist) { FileUtils.mkdir_p("x/y/z", :verbose => true) }
sh(:mkdir_exist) { FileUtils.mkdir("x") }
sh(:makedirs) { FileUtils.makedirs("m/n", :verbose => true) }
sh(:rmdir) { FileUtils.rmdir("m/n", :verbose => true) }
sh(:rmdir_nonempty) { FileUtils.rmdir("x") }
sh(:ln) { FileUtils.ln("a", "hl", :verbose => true); File.stat("a").nlink }
sh(:ln_exists) { FileUtils.ln("a", "hl") }
sh(:ln_f) { FileUtils.ln("a", "hl", :force => true, :verbose => true) }
sh(:ln_s) { FileUtils.ln_s("a", "sl", :verbose => true); File.readlink("sl") }
sh(:ln_sf) { FileUtils.ln_sf("b", "sl", :verbose => true); File.readlink("sl") }
sh(:ln_s_dir) { FileUtils.ln_s(%w(a b), "x", :verbose => true); File.readlink("x/a") }
sh(:install) { FileUtils.install("a", "inst", :mode => 0600, :verbose => true); File.stat("inst").mode & 0777 }
sh(:install_same) { FileUtils.install("a", "inst", :verbose => true) }
sh(:chmod) { FileUtils.chmod(0644, %w(a b), :verbose => true) }
sh(:chmod_R) { FileUtils.chmod_R(0755, "x", :verbose => true) }
sh(:chmod_noop) { FileUtils.chmod(0600, "a", :noop => true, :verbose => true); File.stat("a").mode & 0777 }
sh(:touch) { FileUtils.touch("t", :verbose => true, :mtime => Time.at(0)); File.mtime("t").to_i }
sh(:touch_nocreate) { FileUtils.touch("t2", :nocreate => true); File.exist?("t2") }
sh(:cmp) { File.open("a", "w") { |f| f << "x" }; File.open("b", "w") { |f| f << "x" }; [FileUtils.cmp("a", "b"), FileUtils.identical?("a", "inst"), FileUtils.compare_file("a", "a")] }
sh(:compare_stream) { FileUtils.compare_stream(StringIO.new("ab"), StringIO.new("ab")) }
sh(:uptodate) { FileUtils.uptodate?("a", %w(t)) }
sh(:uptodate_missing) { FileUtils.uptodate?("nonex", %w(a)) }
sh(:pwd) { FileUtils.pwd == Dir.pwd }
sh(:cd) { FileUtils.cd("x", :verbose => true) { Dir.pwd.split("/").last } }
sh(:copy_entry) { FileUtils.copy_entry("x", "xc"); Dir["xc/**/*"].sort }
sh(:copy_file) { FileUtils.copy_file("a", "cf"); File.read("cf") }
sh(:remove_entry) { FileUtils.remove_entry("xc"); File.exist?("xc") }
sh(:remove_entry_secure) { FileUtils.cp_r("x", "xs"); FileUtils.remove_entry_secure("xs"); File.exist?("xs") }
sh(:remove_dir) { FileUtils.mkdir_p("rd/a"); FileUtils.remove_dir("rd"); File.exist?("rd") }
sh(:remove_file) { FileUtils.remove_file("cf") }
sh(:bad_opt) { FileUtils.cp("a", "b", :bogus => true) }
sh(:chown_noop) { FileUtils.chown(nil, nil, "a", :noop => true, :verbose => true) }
sh(:chown_R_noop) { FileUtils.chown_R("root", "root", "x", :noop => true, :verbose => true) }
sh(:options) { FileUtils.options.sort }
sh(:options_of) { FileUtils.options_of(:rm).sort }
sh(:have_option) { [FileUtils.have_option?(:cp, :noop), FileUtils.have_option?(:rm, :preserve)] }
sh(:commands) { FileUtils.commands.sort }
sh(:collect_method) { FileUtils.collect_method(:preserve).sort }
sh(:dryrun) { FileUtils::DryRun.rm("a"); File.exist?("a") }
sh(:noWrite) { FileUtils::NoWrite.touch("nw"); File.exist?("nw") }
sh(:verbose_mod) { FileUtils::Verbose.touch("vb") }
sh(:private) { FileUtils.respond_to?(:fu_output_message) }
Dir.chdir("..")
FileUtils.rm_rf("fu")
