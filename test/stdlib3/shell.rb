# shell: Shell commands, filters, pipes to system commands, redirections,
# directory stack, file tests (run in a directory of its own)
require "helper"
Dir.mkdir("shtest"); Dir.chdir("shtest")
# the scratch directory's path is printed as BASE
BASE = File.dirname(Dir.pwd)
out = Object.new
def out.write(s) STDOUT.write(s.to_s.gsub(BASE, "BASE")) end
def out.flush() STDOUT.flush end
$stdout = out
require 'shell'
Shell.verbose = false
sh = Shell.new
show(:pwd) { File.basename(sh.pwd) }
show(:echo) { sh.echo("a\n", "b\n").to_a }
show(:echo_s) { sh.echo("x", "y").to_s }
show(:echo_class) { sh.echo("x").class }
File.open("f1", "w") {|f| f.print "line1\nline2\nline3\n" }
show(:cat) { sh.cat("f1").to_a }
show(:glob) { sh.glob("f*").to_a }
sh.mkdir("d1")
show(:dir?) { [sh.directory?("d1"), sh["d", "d1"], sh.test("e", "f1"), sh.exists?("nope"), sh.file?("f1"), sh.size("f1")] }
show(:cd) { sh.cd("d1"); File.basename(sh.pwd) }
show(:pushd) { sh.pushd(".."); [File.basename(sh.pwd), sh.dirs.map {|d| File.basename(d) }] }
show(:popd) { sh.popd; File.basename(sh.pwd) }
show(:popd_empty) { sh.popd; sh.popd }
sh.cd("..") rescue nil
show(:cwd) { File.basename(sh.cwd) }
show(:redirect) { (sh.echo("hello\n") > "out1"); File.read("out1") }
show(:append) { (sh.echo("more\n") >> "out1"); File.read("out1") }
show(:tee) { (sh.cat("f1") | sh.tee("out2")).to_a.size; File.read("out2") }
show(:concat) { (sh.echo("a\n") + sh.echo("b\n")).to_a }
Shell.def_system_command("sort")
Shell.def_system_command("mywc", "wc -l")
show(:system) { sh.system("echo", "hi there").to_a }
show(:sort) { (sh.cat("f1") | sh.sort("-r")).to_a }
show(:wc) { (sh.cat("f1") | sh.mywc).to_s.strip }
show(:from_file) { (sh.sort("-r") < "f1").to_a }
show(:transact) { sh.transact { echo("in transact\n").to_a } }
show(:notfound) { sh.system("no-such-command-xyz").to_a }
show(:def_twice) { Shell.def_system_command("sort") }
show(:open) { sh.open("f1") {|f| f.gets } }
show(:foreach) { r = []; sh.foreach("f1") {|l| r << l }; r }
show(:rm) { sh.rm("out2"); File.exist?("out2") }
show(:rmdir) { sh.rmdir("d1"); File.exist?("d1") }
show(:version) { Shell::Version rescue Shell.const_get(:VERSION) rescue nil }
show(:errors) { [Shell::Error::DirStackEmpty.superclass, Shell::Error::CommandNotFound.superclass] }
show(:record_sep) { Shell.default_record_separator }
show(:jobs) { sh.jobs }
show(:inspect) { sh.echo("z").inspect }
show(:cascade) { Shell.cascade }
show(:debug) { Shell.debug }
show(:alias) { Shell.alias_command("lsx", "ls", "-1"); sh.respond_to?(:lsx) }
show(:sys_path) { Shell.default_system_path.class }
show(:system_ls) { (sh.system("ls") | sh.sort).to_a }
Shell.verbose = true
show(:cd_verbose) { s = Shell.cd(".."); File.basename(s.pwd) }
show(:pushd_verbose) { s = Shell.new; s.pushd("shtest"); s.popd; s.dirs }
Shell.verbose = false
show(:shell_sh) { sh.system("sh", "-c", "echo a; echo b 1>&2").to_a }
sh = Shell.new
show(:ivars) { sh.instance_variables.sort }
show(:vals) { [sh.dir_stack, sh.umask, sh.record_separator, sh.verbose?, sh.debug?, sh.system_path.class, sh.process_controller.class, sh.command_processor.class] }
show(:alias_map) { Shell::CommandProcessor.alias_map }
show(:after_block) { File.basename(sh.pwd) }
show(:expand) { sh.expand_path("x") == File.expand_path("x") }
show(:echo_sep) { sh.record_separator = "|"; r = sh.echo("a", "b").to_s; sh.record_separator = "\n"; r }
show(:cat_big) { File.open("big", "w") {|f| 3000.times {|i| f.puts i } }; a = sh.cat("big").to_a; [a.size, a.map{|x| x.size}] }
show(:sys_lines) { sh.system("cat", "big").to_a.size }
show(:cat_missing) { sh.cat("nonexist").to_a }
show(:test_ops) { [sh.test(?f, "big"), sh.test("s", "big"), sh[:e, "big"], sh.test(?z, "big")] }
show(:out_io) { require 'stringio'; s = StringIO.new; sh.echo("q") > s; s.string }
show(:inspect_shell) { sh.inspect =~ /Shell/ ? :ok : sh.inspect }
show(:find) { sh.find_system_command("ls") =~ /\/ls\z/ ? :found : :no }
show(:find_no) { sh.find_system_command("nocmdxyz") }
show(:unlink) { sh.unlink("big"); File.exist?("big") }
show(:pipe_chain) { Shell.def_system_command("head"); (sh.echo("b", "a", "c") | sh.sort | sh.head("-2")).to_a }
require "shell/version"; p [Shell.instance_variable_get(:@RELEASE_VERSION), Shell.instance_variable_get(:@LAST_UPDATE_DATE)]
show(:cd_returns) { [sh.cd("..").class, sh.pushd("shtest").class, sh.popd.class, sh.cd("shtest").class] }
show(:constants) { Shell.constants.sort }
