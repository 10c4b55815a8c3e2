# fuzz/mutate.rb - the mutation fuzzer: takes the .rb programs of test/ and
# of the corpus, mutates each a little (lines dropped, doubled, swapped or
# spliced in from another program, literals replaced by edge values,
# snippets that stress the evaluator inserted) and runs the result on the
# ASan+UBSan build.  A sanitizer report, a [BUG] or a fatal signal is a
# finding (a hang is not: mutations make endless loops), saved with its seed for replay.
#
#   ruby fuzz/mutate.rb -r RUBY [-n RUNS] [-s SEED] [-t SECONDS] [-o DIR] DIR...
#
# Run number i of seed s is always the same program, so a finding is replayed
# with -s s -n 1 -k i (k = first run number).
require 'fileutils'

class Mutator
  INTS = %w(0 -1 1 255 256 65536 2**31 2**62-1 2**62 2**64 -2**63 1e308 0.0/0 -0.0 nil)
  STRS = ['""', '"\0"', '"\xff"', '"%s%n"', '"a"*70000', '"\u00e9"', 'nil', ':sym']
  SNIPPETS = [
    'GC.start', 'callcc { |cc| $cc = cc }', 'Thread.pass', 'raise "mut"',
    'break', 'next', 'redo', 'retry', 'return', 'yield', 'super',
    'throw :mut', 'catch(:mut) { throw :mut }', 'Thread.new { GC.start }.join',
    'ObjectSpace.each_object(Class) { }', '$SAFE = 1', 'exit', 'eval("1+")',
    'binding', 'proc { |*a| a }.call(1, 2)', '[1, 2].each { |x| x.freeze }',
    'def self.method_missing(*a) super end', 'x = [].freeze; x << 1 rescue 0',
    'Marshal.load(Marshal.dump(self)) rescue 0', 'set_trace_func proc { }',
    'set_trace_func nil', 'Object.send(:remove_const, :String) rescue 0',
    'class << self; undef_method :inspect rescue 0; end', 'instance_eval { @a = 1 }',
  ]

  def initialize(sources)
    @sources = sources
  end

  def pick(list) list[rand(list.size)] end

  def program
    lines = File.readlines(pick(@sources)) rescue []
    lines = ["p 1\n"] if lines.empty?
    (1 + rand(3)).times { mutate(lines) }
    lines.join
  end

  def mutate(lines)
    i = rand(lines.size)
    case rand(7)
    when 0 then lines.delete_at(i) if lines.size > 1
    when 1 then lines.insert(i, lines[i].dup)
    when 2 then j = rand(lines.size); lines[i], lines[j] = lines[j], lines[i]
    when 3 then lines.insert(i, pick(SNIPPETS) + "\n")
    when 4 then lines[i] = replace_literal(lines[i], /\b\d+\b/, INTS)
    when 5 then lines[i] = replace_literal(lines[i], /"[^"\\]*"/, STRS)
    else
      other = File.readlines(pick(@sources)) rescue []
      lines.insert(i, *other[rand(other.size + 1), 1 + rand(4)].to_a)
    end
  end

  def replace_literal(line, pattern, values)
    hits = line.scan(pattern).size
    return line if hits == 0
    n = rand(hits)
    line.gsub(pattern) { |m| (n -= 1) == -1 ? pick(values) : m }
  end
end

CRASH_SIGNALS = [4, 6, 7, 8, 11]   # ILL ABRT BUS FPE SEGV

# The run's verdict from the exit status and the output; nil when clean.
def finding(status, err)
  return "sanitizer" if err =~ /ERROR: AddressSanitizer|runtime error:|LeakSanitizer/
  return "[BUG]" if err.include?("[BUG]")
  return "signal #{status - 128}" if CRASH_SIGNALS.include?(status - 128)
  nil
end

ruby = nil; runs = 1000; seed = 1; secs = 5; first = 0; out = "fuzz-build/mutate"
dirs = []
args = ARGV.dup
until args.empty?
  case a = args.shift
  when "-r" then ruby = File.expand_path(args.shift)
  when "-n" then runs = Integer(args.shift)
  when "-s" then seed = Integer(args.shift)
  when "-t" then secs = Integer(args.shift)
  when "-k" then first = Integer(args.shift)
  when "-o" then out = args.shift
  else dirs << a
  end
end
abort "usage: ruby fuzz/mutate.rb -r RUBY [-n RUNS] [-s SEED] DIR..." unless ruby && !dirs.empty?
# programs that crash a child on purpose (to test the [BUG] report) would
# only find themselves
sources = dirs.map { |d| Dir[File.join(d, "**", "*.rb")] }.flatten.sort.reject do |f|
  File.read(f) =~ /SEGV|SIGBUS|SIGILL|SIGABRT|\[BUG\]/
end
out = File.expand_path(out)
FileUtils.mkdir_p(out)
scratch = File.join(out, "scratch")
env = "ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1"
found = 0
first.upto(first + runs - 1) do |i|
  srand(seed * 1_000_003 + i)
  prog = Mutator.new(sources).program rescue next
  FileUtils.rm_rf(scratch); FileUtils.mkdir_p(scratch)
  File.open(File.join(scratch, "t.rb"), "w") { |f| f.write(prog) }
  system("cd #{scratch} && ulimit -f 20000 && #{env} timeout -k 2 #{secs} #{ruby} t.rb " \
         "< /dev/null > out 2> err")
  status = $?.exitstatus || 128 + $?.termsig.to_i
  err = File.read(File.join(scratch, "err")) rescue ""
  next unless (kind = finding(status, err))
  found += 1
  File.open(File.join(out, "finding-#{seed}-#{i}.rb"), "w") { |f| f.write(prog) }
  File.open(File.join(out, "finding-#{seed}-#{i}.err"), "w") { |f| f.write(err[0, 20000]) }
  puts "seed #{seed} run #{i}: #{kind}"
  $stdout.flush
end
puts "mutate: #{runs} runs, #{found} findings"
exit(found == 0 ? 0 : 1)
