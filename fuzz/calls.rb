# fuzz/calls.rb - the random-call fuzzer: calls public methods of the core
# classes on fresh receivers with random arguments and random blocks (blocks
# that return, break, next, throw, raise, capture a continuation or mutate
# the receiver), rescuing every Ruby exception.  Run it on the ASan+UBSan
# build (make fuzz-calls); a crash, a sanitizer report or a hang is a bug.
#
#   ruby fuzz/calls.rb SEED [CALLS] [-v]
#
# The same SEED makes the same calls (the whole sequence depends only on it);
# -v prints each call before it is made, so the last line names the crash.
seed = Integer(ARGV[0] || 1)
calls = Integer(ARGV[1] || 2000)
verbose = ARGV.include?("-v")
srand(seed)
log = verbose ? $stderr : nil
$stdout = File.open("/dev/null", "w")   # methods like display print

S = Struct.new(:a, :b)
INTS = [0, 1, -1, 2, 3, 7, -8, 255, 1000, 2**62 - 1, 2**64, -2**70]
FLOATS = [0.0, -0.0, 1.5, -2.25, 1e300, 1.0 / 0, -1.0 / 0, 0.0 / 0]
STRS = ["", "a", "abc", "a\0b", "\xff\xfe", "hello world", "%s%d", "1.5e3",
        "0x1f", " 12 ", "a\nb\n", "*?[]{}", "\\", "ab" * 20]

# fresh receivers: each call gets new objects, so mutation does not pile up
RECEIVERS = [
  lambda { STRS[rand(STRS.size)].dup },
  lambda { String.allocate },
  lambda { :sym },
  lambda { INTS[rand(INTS.size)] },
  lambda { FLOATS[rand(FLOATS.size)] },
  lambda { [1, "b", :c, nil, [2, 3], 4.5] },
  lambda { a = [1, 2]; a << a; a },
  lambda { Array.allocate },
  lambda { Array.new(rand(20)) { |i| i * 3 - 7 } },
  lambda { {1 => 2, "a" => [3], :s => nil} },
  lambda { h = Hash.new { |hh, k| hh[k] = k.to_s }; h[1] = 2; h },
  lambda { h = {}; h[h] = h; h },
  lambda { Hash.allocate },
  lambda { (1..10) },
  lambda { ("a"..."f") },
  lambda { Range.allocate },
  lambda { /a(b)?c/ },
  lambda { Regexp.allocate },
  lambda { /(\d+)-(\d+)/.match("x 12-34 y") },
  lambda { S.new(1, "x") },
  lambda { Time.at(1234567890) },
  lambda { Time.allocate },
  lambda { Object.new },
  lambda { proc { |x, y| [x, y] } },
  lambda { 1.method(:+) },
  lambda { [3, 1, 2].each },
  lambda { RuntimeError.new("boom") },
  lambda { nil }, lambda { true }, lambda { false },
  lambda { Module.new }, lambda { Class.new(Array) }, lambda { Class.new(S) },
  lambda { Class.new(String).new("sub") }, lambda { Class.new(Hash).new(0) },
  lambda { "abc".method(:center).unbind }, lambda { lambda { |a, b| a } },
  lambda { Enumerable::Enumerator.new([1, 2, 3], :each_with_index) },
  lambda { binding }, lambda { Thread.new { 7 }.join },
  lambda { Errno::ENOENT.new("x") }, lambda { SystemExit.new(3) },
  lambda { NameError.new("n", :q) }, lambda { Object.new.singleton_class rescue class << Object.new; self; end },
]
CLASSES = [Array, Hash, String, Struct, Range, Regexp, Time, Integer, Float,
           Marshal, Math, Comparable, Kernel, Symbol, Proc, Exception,
           Module, Class, Fixnum, Bignum, Numeric, NilClass, Thread, Method,
           UnboundMethod, Errno::EPIPE, ObjectSpace, Enumerable, Precision]

# methods that leave the process, block, touch the file system or the
# process table, make the rest of the run meaningless, or loop without end
DENY = %w(exit exit! abort fork exec system ` syscall sleep gets readline
  readlines trap kill load require autoload require_relative sysread
  select wait wait2 waitpid waitall detach display putc print puts printf p
  instance_eval instance_exec class_eval module_eval class_exec module_exec
  eval send __send__ public_send method_missing define_method
  remove_method undef_method alias_method remove_const const_set
  set_trace_func trace_var untrace_var callcc catch throw loop
  open popen srand rand binding irb at_exit exit_value freeze
  instance_variable_set remove_instance_variable extend taint untaint
  class_variable_set remove_class_variable attr attr_accessor
  attr_writer attr_reader public private protected module_function
  define_finalizer garbage_collect start stress disable times
  each_object _load _dump_data
  stop critical= abort_on_exception= exclusive include append_features
  extend_object undef_method
  cycle times upto downto step).freeze   # unbounded with a block that does not leave

def fuzz_arg(depth = 0)
  case rand(10)
  when 0 then INTS[rand(INTS.size)]
  when 1 then FLOATS[rand(FLOATS.size)]
  when 2, 3 then STRS[rand(STRS.size)].dup
  when 4 then [nil, true, false, :sym, Object.new][rand(5)]
  when 5 then depth < 2 ? Array.new(rand(4)) { fuzz_arg(depth + 1) } : []
  when 6 then depth < 2 ? { fuzz_arg(depth + 1) => fuzz_arg(depth + 1) } : {}
  when 7 then [(1..3), (-2...5), ("a".."c")][rand(3)]
  when 8 then [/x/, /(a)(b)?/, String, Array, Integer][rand(5)]
  else rand(5) - 2
  end
end

$saved_k = nil
$k_calls = 0
def fuzz_block(recv)
  case rand(12)
  when 0 then proc { |*a| break :broke }
  when 1 then proc { |*a| next a.size }
  when 2 then proc { |*a| throw :fuzz, :thrown }
  when 3 then proc { |*a| raise "block raised" }
  when 4 then proc { |*a| callcc { |k| $saved_k, $saved_i = k, $cur_i }; a.first }
  when 5 then proc { |*a| recv.clear if recv.respond_to?(:clear) && !recv.frozen?; 1 }
  when 6 then proc { |*a|   # grows the receiver, up to a bound (an iteration over it ends)
    recv << 9 if recv.respond_to?(:<<) && !recv.frozen? && !(recv.respond_to?(:size) && recv.size.to_i > 64); 0 }
  when 7 then proc { |*a| a.reverse }
  when 8 then proc { |*a| rand(3) - 1 }
  else nil
  end
end

calls.times do |i|
  $cur_i = i
  if rand(8) == 0
    recv = CLASSES[rand(CLASSES.size)]
    names = recv.public_methods(false) + %w(new [] allocate)
  else
    recv = RECEIVERS[rand(RECEIVERS.size)].call
    names = recv.public_methods
  end
  names = (names.map { |n| n.to_s } - DENY).sort
  next if names.empty?
  m = names[rand(names.size)]
  # n! permutations of a long array (a continuation can re-enter one) never end
  next if %w(permutation combination).include?(m) && recv.size > 8
  args = Array.new(rand(4)) { fuzz_arg }
  blk = fuzz_block(recv)
  log.puts "#{i}: #{recv.class}##{m}(#{args.map { |a| a.class }.join(', ')})#{blk ? ' {}' : ''}" if log
  catch(:fuzz) do
    begin
      r = recv.__send__(m, *args, &blk)
      r.inspect; r.hash; r == recv
    rescue Exception => e
      e.message
    end
  end
  # a continuation captured in a recent block, called once later (what it
  # re-runs is bounded: at most 20 times the last 50 calls)
  if $saved_k && i - $saved_i < 50 && rand(10) == 0 && ($k_calls += 1) < 20
    k, $saved_k = $saved_k, nil
    begin
      k.call
    rescue Exception
    end
  end
end
$stderr.puts "fuzz/calls.rb: seed #{seed}, #{calls} calls, no crash"
