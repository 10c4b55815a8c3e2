# the uncaught-exception report as a $stderr with only #write sees it: each
# "from" line in one write (cut at a NUL and at 8191 bytes), the position
# then ": " apart when the backtrace is nil or empty, ": unhandled exception\n"
# in one write
cases = [
  'def f; raise "boom"; end; def g; f; end; g',
  'raise ""',
  'def r(n) n == 0 ? raise("deep") : r(n-1) end; r(30)',
  'e = RuntimeError.new("q"); def e.backtrace; nil; end; raise e',
  'e = RuntimeError.new(""); def e.backtrace; []; end; raise e',
  'raise IOError, "a\nb"',
  'e = RuntimeError.new("q"); def e.backtrace; ["a\0b", "c\0d"]; end; raise e',
  'e = RuntimeError.new("q"); def e.backtrace; ["a" * 9000, "b" * 9000]; end; raise e',
  'Thread.new { raise "inthr" }.join',
  'def x; yield; end; x',
]
path = "/tmp/uncaught_writes_#{$$}.rb"
begin
  cases.each do |body|
    File.open(path, "w") do |f|
      f.puts 'class W; def write(*a) s = a.join.gsub($0, "FILE"); STDOUT.print "[write #{s.inspect[0, 50]} #{s.size}]\n"; a.join.size end; end'
      f.puts '$stderr = W.new'
      f.puts body
    end
    puts "== #{body[0, 60]}"
    puts IO.popen("#{File.readlink("/proc/self/exe")} #{path} 2>&1") { |io| io.read }.gsub(path, "FILE")
    p $?.exitstatus
  end
ensure
  File.unlink(path)
end
