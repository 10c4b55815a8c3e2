# FileTest/File predicates and stat-like class methods with odd arguments
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("f.txt", "w") { |f| f.write "abc" }
class P; def initialize(s); @s = s; end; def to_path; @s; end; end
class S; def to_str; "f.txt"; end; end
io = File.open("f.txt")
preds = %w(exist? exists? file? directory? readable? writable? executable? readable_real? writable_real? executable_real?
           size? zero? owned? pipe? socket? symlink? blockdev? chardev? setuid? setgid? sticky?)
preds.each do |m|
  t(m) { [File.send(m, "f.txt"), File.send(m, "missing"), (File.send(m, io) rescue $!.class), (File.send(m, P.new("f.txt")) rescue $!.class), (File.send(m, S.new) rescue $!.class)] }
end
t(:pred_nil) { File.exist?(nil) }
t(:pred_int) { File.exist?(1) }
t(:size_io) { File.size(io) }
t(:size_path) { File.size(P.new("f.txt")) }
t(:stat_io) { File.stat(io).size }
t(:lstat_io) { File.lstat(io).size rescue $!.class }
t(:ftype_io) { File.ftype(io) rescue $!.class }
t(:mtime_io) { File.mtime(io).class rescue $!.class }
t(:filetest_module) { [FileTest.exist?("f.txt"), FileTest.size("f.txt"), FileTest.respond_to?(:stat)] }
t(:identical) { [File.identical?("f.txt", io), File.identical?("f.txt", "missing"), File.identical?(P.new("f.txt"), "./f.txt")] }
t(:test_e) { [test(?e, "f.txt"), test(?f, "f.txt"), test(?d, "."), test(?s, "f.txt"), test(?z, "f.txt")] }
t(:test_cmp) { [test(?=, "f.txt", "f.txt"), test(?<, "f.txt", "f.txt"), test(?-, "f.txt", "f.txt")] }
t(:test_M) { test(?M, "f.txt").class }
t(:test_bad) { test(?Q, "f.txt") }
t(:test_more) { [test(?u, "f.txt"), test(?g, "f.txt"), test(?k, "f.txt"), test(?O, "f.txt"), test(0, "f.txt"), test(?=, "missing", "f.txt")] }
t(:test_argc1) { test(?=, "f.txt") }
t(:test_argc3) { test(?e, "f.txt", "f.txt") }
t(:test_bad3) { test(?Q, "f.txt", "f.txt") }
t(:test_str) { test("e", "f.txt") }
t(:test_nargs) { test(?e) }
t(:open_to_path) { File.open(P.new("f.txt")) { |f| f.read } }
t(:open_to_str) { File.open(S.new) { |f| f.read } }
t(:read_to_path) { File.read(P.new("f.txt")) rescue $!.class }
t(:new_stat_to_path) { File::Stat.new(P.new("f.txt")).size }
t(:delete_to_path) { File.open("g.txt", "w") {}; File.delete(P.new("g.txt")) }
t(:dir_to_path) { Dir.entries(P.new(".")).include?("f.txt") rescue $!.class }
