# FileUtils' entry removers and copiers: what they return, and where an
# error comes from (a missing source from stat, an unknown entry from
# copy, as 1.8.7's fileutils)
require 'fileutils'
Dir.mkdir("w")
Dir.chdir("w")
File.open("a", "w") {}; File.open("b", "w") {}; File.open("c", "w") { |f| f << "c" }
Dir.mkdir("d"); Dir.mkdir("e"); File.open("e/x", "w") {}
p FileUtils.remove_entry("a")
p FileUtils.remove_file("b")
p FileUtils.remove_dir("d")
p FileUtils.remove_entry_secure("e")
p FileUtils.remove_entry("nope", true)
p FileUtils.remove_file("nope", true)
p FileUtils.copy_file("c", "c2")
p FileUtils.copy_entry("c", "c3")
p FileUtils.rm_r("c2")
p FileUtils.rm_rf(["c3", "nope"])
def where
  yield
  :ok
rescue => e
  [e.class, e.message, e.backtrace[0][/`.*'/]]
end
p where { FileUtils.copy_file("nope", "c4") }
p where { FileUtils.copy_entry("nope", "c4") }
p where { FileUtils.cp_r("nope", "c4") }
p where { FileUtils.cp("nope", "c4") }
p where { FileUtils.install("nope", "c4") }
p where { FileUtils.compare_file("nope", "c") }
p where { FileUtils.mv("nope", "c4") }
p where { FileUtils.chmod(0644, "nope") }
p where { FileUtils.touch("nodir/x") }
p where { FileUtils.ln("nope", "c4") }
Dir.mkdir("t"); File.open("t/f", "w") { |f| f << "x" }; Dir.mkdir("t/s")
p FileUtils.cp_r("t", "t2")
p Dir["t2/**/*"].sort
