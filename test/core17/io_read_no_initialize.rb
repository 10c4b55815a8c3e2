# IO.read, IO.readlines and IO.foreach open their file without calling
# File#initialize: a missing file's error is raised in `read' (no
# `initialize' frame), and a File#initialize redefined is not run
%w(read readlines foreach).each do |m|
  begin
    m == "foreach" ? IO.foreach("no_such_file_here") {} : IO.send(m, "no_such_file_here")
  rescue SystemCallError => e
    p [m, e.class, e.message, e.backtrace.size, e.backtrace[0][/`.*'/]]
  end
end
path = "io_read_no_init.txt"
File.open(path, "w") { |f| f.write("a\nb\n") }
class File
  alias orig_initialize initialize
  def initialize(*args)
    $stdout.puts "File#initialize #{args.inspect}"
    orig_initialize(*args)
  end
end
p IO.read(path), IO.readlines(path)
IO.foreach(path) { |l| p l }
File.open(path) { |f| p f.gets }
p File.new(path).read
File.delete(path)
