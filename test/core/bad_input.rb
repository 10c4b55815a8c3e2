# Bad input to every public method of the core classes: each method is
# called on a fresh representative receiver with no arguments, nil, -1, a
# huge Bignum and a frozen string.  Anything but a Ruby exception (a crash,
# an abort, a hang) makes this test fail.  Under RUBY_GC_STRESS only every
# seventh method is tried.
FROZEN = "/nonexistent-dir/frozen".freeze
HUGE = 2 ** 200
ARGSETS = [[], [nil], [-1], [HUGE], [FROZEN]]
STRESS = (ENV["RUBY_GC_STRESS"] || "0") != "0"
TMP = "/tmp/bad_input_#{$$}"

# methods that exit, exec, fork, sleep, read stdin, block or damage the test
SKIP = %w[exit exit! abort exec fork sleep gets readline readlines loop system
  ` syscall trap kill select each_object disable stress= at_exit
  stop pass wakeup run join value critical= abort_on_exception=
  popen chroot umask clear replace shift reopen set_trace_func trace_var
  untrace_var sysread readpartial read getc readchar each_line each_byte
  lines bytes each rehash srand callcc chdir].map { |m| m.to_sym }

$stats = Hash.new(0)
$n = 0
def try(label, m, args)
  $n += 1
  return if STRESS && $n % 7 != 0
  obj = yield
  begin
    obj.__send__(m, *args)
    $stats[:returned] += 1
  rescue Exception => e
    raise if e.is_a?(Interrupt) || e.is_a?(SignalException)
    $stats[:raised] += 1
  end
  obj.close if obj.is_a?(IO) && !obj.closed?
end

def fuzz(label, methods)
  methods = methods.map { |m| m.to_sym }.uniq - SKIP
  methods.sort_by { |m| m.to_s }.each do |m|
    ARGSETS.each do |args|
      try(label, m, args) { yield }
    end
  end
  $real_stdout.puts "#{label}: ok"
end

def inst(klass) klass.public_instance_methods(false) end
def sing(obj) obj.singleton_methods(false) end

File.open(TMP, "w") { |f| f.write("line one\nline two\n") }
$real_stdout = $stdout
$real_stderr = $stderr
null = File.open("/dev/null", "w")
$stdout = null
$stderr = null

S = Struct.new(:a, :b)
fuzz("Object", inst(Kernel) + inst(Object)) { Object.new }
fuzz("Kernel.", sing(Kernel)) { Kernel }
fuzz("Module", inst(Module)) { Module.new }
fuzz("Module.", sing(Module)) { Module }
fuzz("Class", inst(Class)) { Class.new }
fuzz("NilClass", inst(NilClass)) { nil }
fuzz("TrueClass", inst(TrueClass)) { true }
fuzz("FalseClass", inst(FalseClass)) { false }
fuzz("Comparable", inst(Comparable)) { "bcd" }
fuzz("Enumerable", inst(Enumerable)) { [3, 1, 2] }
fuzz("Enumerable(Range)", inst(Enumerable)) { 1..4 }
fuzz("String", inst(String)) { "hello world" }
fuzz("String(frozen)", inst(String)) { "abc".freeze }
fuzz("String.", sing(String)) { String }
fuzz("Symbol", inst(Symbol)) { :sym }
fuzz("Symbol.", sing(Symbol)) { Symbol }
fuzz("Regexp", inst(Regexp)) { /a(b)?c/i }
fuzz("Regexp.", sing(Regexp)) { Regexp }
fuzz("MatchData", inst(MatchData)) { /(a)(x)?(c)/.match("zabc") || /c/.match("c") }
fuzz("Array", inst(Array)) { [1, "two", :three, [4], nil] }
fuzz("Array(frozen)", inst(Array)) { [1, 2].freeze }
fuzz("Array.", sing(Array)) { Array }
fuzz("Hash", inst(Hash)) { {1 => 2, "a" => :b} }
fuzz("Hash(frozen)", inst(Hash)) { {1 => 2}.freeze }
fuzz("Hash.", sing(Hash)) { Hash }
fuzz("Range", inst(Range)) { 1..5 }
fuzz("Range(float)", inst(Range)) { 1.5...3.5 }
fuzz("Range.", sing(Range)) { Range }
fuzz("Struct", inst(Struct)) { S.new(1, 2) }
fuzz("Struct.", sing(Struct)) { Struct }
fuzz("Struct subclass.", sing(S)) { S }
fuzz("Numeric", inst(Numeric)) { 3 }
fuzz("Integer", inst(Integer)) { 7 }
fuzz("Integer.", sing(Integer)) { Integer }
fuzz("Fixnum", inst(Fixnum)) { -42 }
fuzz("Fixnum(0)", inst(Fixnum)) { 0 }
fuzz("Bignum", inst(Bignum)) { 2 ** 100 }
fuzz("Bignum(neg)", inst(Bignum)) { -(3 ** 90) }
fuzz("Float", inst(Float)) { 2.5 }
fuzz("Float(nan)", inst(Float)) { 0.0 / 0.0 }
fuzz("Float.", sing(Float)) { Float }
fuzz("Precision", inst(Precision)) { 1.5 }
fuzz("Math.", sing(Math)) { Math }
fuzz("Marshal.", sing(Marshal)) { Marshal }
fuzz("Time", inst(Time)) { Time.at(1_000_000_000) }
fuzz("Time.", sing(Time)) { Time }
fuzz("ObjectSpace.", sing(ObjectSpace)) { ObjectSpace }
fuzz("GC.", sing(GC)) { GC }
fuzz("Proc", inst(Proc)) { proc { |x| x } }
fuzz("Proc.", sing(Proc)) { Proc }
fuzz("Method", inst(Method)) { 1.method(:+) }
fuzz("UnboundMethod", inst(UnboundMethod)) { Array.instance_method(:push) }
fuzz("Exception", inst(Exception)) { RuntimeError.new("boom") }
fuzz("Exception.", sing(Exception)) { Exception }
fuzz("NameError", inst(NameError)) { NameError.new("n", :x) }
fuzz("SystemCallError", inst(SystemCallError)) { Errno::ENOENT.new("f") }
fuzz("SystemCallError.", sing(SystemCallError)) { SystemCallError }
fuzz("SystemExit", inst(SystemExit)) { SystemExit.new(3) }
fuzz("ENV.", sing(ENV)) { ENV }
fuzz("IO(file)", inst(IO)) { File.open(TMP, "r+") }
fuzz("IO(pipe)", inst(IO)) { r, w = IO.pipe; w.close; r }
fuzz("IO.", sing(IO)) { IO }
fuzz("File", inst(File)) { File.open(TMP) }
fuzz("File.", sing(File)) { File }
fuzz("File::Stat", inst(File::Stat)) { File.stat(TMP) }
fuzz("FileTest.", sing(FileTest)) { FileTest }
fuzz("Dir", inst(Dir)) { Dir.open("/") }
fuzz("Dir.", sing(Dir)) { Dir }
ObjectSpace.garbage_collect

$stdout = $real_stdout
$stderr = $real_stderr
null.close
File.delete(TMP)
p $stats[:raised] > (STRESS ? 150 : 1000)
p $stats[:returned] > (STRESS ? 40 : 300)
puts "done"
