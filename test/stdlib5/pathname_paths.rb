# pathname: path arithmetic on odd paths (roots of several slashes, ".",
# "..", doubled slashes), comparisons, directory methods
require 'pathname'
require "helper"
%w(/ // /a/b/ a/b/../c ./a a/./b ../.. . .. a//b /a/../.. ~ ~/x a.rb a.tar.gz .bashrc /a/b.c/d foo/ "" //a/b a/b/.).each do |s|
  pa = Pathname.new(s)
  show("#{s} cleanpath") { pa.cleanpath.to_s }
  show("#{s} cleanpath c") { pa.cleanpath(true).to_s }
  show("#{s} parent") { pa.parent.to_s }
  show("#{s} basename") { pa.basename.to_s }
  show("#{s} dirname") { pa.dirname.to_s }
  show("#{s} extname") { pa.extname }
  show("#{s} abs") { [pa.absolute?, pa.relative?, pa.root?] }
  show("#{s} each_filename") { r = []; pa.each_filename { |f| r << f }; r }
  show("#{s} descend") { r = []; pa.descend { |f| r << f.to_s }; r }
  show("#{s} ascend") { r = []; pa.ascend { |f| r << f.to_s }; r }
  show("#{s} +") { (pa + "x/../y").to_s }
  show("#{s} + abs") { (pa + "/z").to_s }
  show("#{s} join") { pa.join("a", "..", "b").to_s }
  show("#{s} rel") { pa.relative_path_from(Pathname.new("/a")).to_s }
  show("#{s} rel2") { pa.relative_path_from(Pathname.new("a")).to_s }
  show("#{s} sub") { pa.sub(/a/, "X").to_s }
  show("#{s} split") { pa.split.map { |x| x.to_s } }
end
show("new nul") { Pathname.new("a\0b") }
show("new nil") { Pathname.new(nil) }
show("new int") { Pathname.new(3) }
show("inspect") { Pathname.new("/x").inspect }
show("==") { Pathname.new("a") == Pathname.new("a") }
show("== str") { Pathname.new("a") == "a" }
show("<=>") { [Pathname.new("a") <=> Pathname.new("b"), Pathname.new("a/b") <=> Pathname.new("a.b"), Pathname.new("a") <=> "a"] }
show("hash") { Pathname.new("a").hash == Pathname.new("a").hash }
show("to_str") { Pathname.new("a").respond_to?(:to_str) }
show("frozen") { s = "abc"; pa = Pathname.new(s); s << "d"; pa.to_s }
show("taint") { Pathname.new("a".taint).tainted? }
show("children bad") { Pathname.new("/nonexistent").children }
show("entries bad") { Pathname.new("/nonexistent").entries }
show("Pathname()") { Pathname("x").class }
show("mountpoint") { Pathname.new("/").mountpoint? }
show("root") { Pathname.new("/").parent.to_s }
show("glob") { Dir.mkdir("gd"); File.open("gd/a.rb", "w") {}; File.open("gd/b.txt", "w") {}; Pathname.glob("gd/*").map { |x| x.to_s }.sort }
show("children") { Pathname.new("gd").children.map { |x| x.to_s }.sort }
show("children f") { Pathname.new("gd").children(false).map { |x| x.to_s }.sort }
show("entries") { Pathname.new("gd").entries.map { |x| x.to_s }.sort }
show("find") { r = []; Pathname.new("gd").find { |f| r << f.to_s }; r.sort }
show("each_entry") { r = []; Pathname.new("gd").each_entry { |f| r << f.to_s }; r.sort }
show("read") { (Pathname.new("gd") + "a.rb").read }
show("file?") { (Pathname.new("gd") + "a.rb").file? }
show("rmtree") { Pathname.new("gd").rmtree; File.exist?("gd") }
show("realpath bad") { begin; Pathname.new("nonexist/x").realpath; rescue => e; e.message.sub(Dir.pwd, "PWD"); end }
show("pwd") { Pathname.pwd.class }
show("to_s dup") { pa = Pathname.new("a"); pa.to_s.equal?(pa.to_s) }
show("freeze") { Pathname.new("a").freeze.frozen? }
show("chop_basename") { Pathname.new("a/b").send(:chop_basename, "a/b") }
show("empty") { Pathname.new("").to_s }
show("+ empty") { (Pathname.new("a") + "").to_s }
show("relative_path_from mixed") { Pathname.new("/a").relative_path_from(Pathname.new("b")) }
show("relative_path_from ..") { Pathname.new("a").relative_path_from(Pathname.new("..")) }
show("TO_PATH") { Pathname::TO_PATH rescue $!.class }
show("SEPARATOR_PAT") { Pathname::SEPARATOR_PAT }
show("Kernel#Pathname") { Kernel.private_method_defined?(:Pathname) }
show("opendir") { Pathname.new(".").opendir { |d| d.class } }
show("sub blk") { Pathname.new("abc").sub(/b/) { |m| m.upcase }.to_s }
show("cleanpath conservative") { Pathname.new("a/../b/").cleanpath(true).to_s }
