# delegate, forwardable, observer, singleton, thread.rb classes, timeout,
# weakref, generator, tsort, getoptlong, tempfile, find, English: typical
# uses and bad calls
require 'delegate'
require 'forwardable'
require 'observer'
require 'singleton'
require 'thread'
require 'timeout'
require 'weakref'
require 'generator'
require 'tsort'
require 'getoptlong'
require 'tempfile'
require 'find'
require 'English'
require "helper"
d = SimpleDelegator.new([1, 2])
show("sd inspect") { d.inspect }
show("sd to_s") { d.to_s }
show("sd ==") { [d == [1, 2], d.eql?([1, 2]), d.equal?(d)] }
show("sd class") { d.class }
show("sd method_missing") { d.nosuch }
show("sd __getobj__") { d.__getobj__ }
show("sd setobj") { d.__setobj__("str"); d.upcase }
show("sd respond") { [d.respond_to?(:upcase), d.respond_to?(:push)] }
show("sd methods") { d.methods.include?("upcase") }
show("sd dup") { d.dup.__getobj__ }
show("sd marshal") { Marshal.load(Marshal.dump(SimpleDelegator.new([1]))).__getobj__ }
show("sd nil") { SimpleDelegator.new(nil).inspect }
show("sd !=") { SimpleDelegator.new(1) != 1 }
show("sd hash") { SimpleDelegator.new(1).hash == 1.hash }
show("sd private") { SimpleDelegator.new(Object.new).puts rescue $!.class }
class MyArr < DelegateClass(Array)
  def initialize(a) super(a) end
  def extra; size * 2; end
end
show("dc") { x = MyArr.new([1, 2, 3]); [x.extra, x.first, x.class.superclass.class] }
show("dc inspect") { MyArr.new([1]).inspect }
show("dc bad") { MyArr.new([1]).upcase }
show("delegator abstract") { Delegator.new(1).foo rescue $!.class }
class Q
  extend Forwardable
  def_delegators :@a, :size, :first, :<<
  def_delegator :@a, :last, :final
  def_delegator :@h, :[], :get
  def initialize; @a = [1, 2]; @h = {:x => 1}; end
end
show("fw") { q = Q.new; q << 3; [q.size, q.first, q.final, q.get(:x)] }
show("fw missing") { begin; Q.new.nosuch; rescue NoMethodError => e; e.message.sub(/0x[0-9a-f]+/, "X"); end }
show("fw ivar nil") { class R; extend Forwardable; def_delegator :@z, :size; end; R.new.size }
show("fw instance_delegate") { class R2; extend Forwardable; instance_delegate [:length] => :@s; def initialize; @s = "abc"; end; end; R2.new.length }
show("single fw") { o = Object.new; o.extend SingleForwardable; o.def_delegator :@x, :to_s, :xs; o.instance_variable_set(:@x, 5); o.xs }
show("fw backtrace") { class R3; extend Forwardable; def_delegator :@a, :fetch; def initialize; @a = []; end; end; begin; R3.new.fetch(5); rescue IndexError => e; [e.message, e.backtrace[0].sub(/.*\//, '')]; end }
class Tick; include Observable; def tick; changed; notify_observers(:t, 1); end; end
class W; def update(*a); puts "upd #{a.inspect}"; end; end
show("obs") { t = Tick.new; w = W.new; t.add_observer(w); t.tick; [t.count_observers, t.changed?] }
show("obs bad") { Tick.new.add_observer(Object.new) }
show("obs delete") { t = Tick.new; w = W.new; t.add_observer(w); t.delete_observer(w); t.tick; t.count_observers }
show("obs not changed") { t = Tick.new; t.add_observer(W.new); t.notify_observers(1); t.changed? }
show("obs changed false") { t = Tick.new; t.changed; t.changed(false); t.changed? }
class Sing; include Singleton; end
show("single") { Sing.instance.equal?(Sing.instance) }
show("single new") { Sing.new }
show("single dup") { Sing.instance.dup }
show("single clone") { Sing.instance.clone }
show("single marshal") { Marshal.load(Marshal.dump(Sing.instance)).equal?(Sing.instance) }
show("single allocate") { Sing.allocate }
show("single subclass") { class Sing2 < Sing; end; Sing2.instance.class }
show("mutex") { m = Mutex.new; [m.lock.class, m.locked?, m.try_lock, m.unlock.class, m.locked?] }
show("mutex unlock unlocked") { Mutex.new.unlock }
show("mutex sync") { Mutex.new.synchronize { 5 } }
show("mutex exclusive_unlock") { m = Mutex.new; m.lock; m.exclusive_unlock { 1 }.class } 
show("queue") { q = Queue.new; q << 1; q.push 2; q.enq 3; [q.size, q.pop, q.shift, q.deq, q.empty?, q.num_waiting, q.length] }
show("queue nonblock") { Queue.new.pop(true) }
show("queue clear") { q = Queue.new; q << 1; q.clear; q.size }
show("sized") { q = SizedQueue.new(2); [q.max, (q.max = 3), q.max] }
show("sized bad") { SizedQueue.new(0) }
show("sized nonblock") { SizedQueue.new(1).pop(true) }
show("cv") { m = Mutex.new; c = ConditionVariable.new; r = nil; t = Thread.new { m.synchronize { c.wait(m); r = :woke } }; sleep 0.05; m.synchronize { c.signal }; t.join; r }
show("cv broadcast") { ConditionVariable.new.broadcast.class }
show("timeout") { Timeout.timeout(0.05) { sleep 1 } }
show("timeout cls") { Timeout.timeout(0.05, ArgumentError) { sleep 1 } }
show("timeout ok") { Timeout.timeout(1) { :ok } }
show("timeout nil") { Timeout.timeout(nil) { :ok } }
show("timeout 0") { Timeout.timeout(0) { :ok } }
show("timeout()") { timeout(1) { :k } }
show("timeout err") { [Timeout::Error.superclass, TimeoutError == Timeout::Error, Timeout::ExitException.superclass] rescue $!.class }
show("timeout rescue") { begin; Timeout.timeout(0.05) { begin; sleep 1; rescue Exception; :caught; end }; rescue => e; e.class; end }
show("weakref") { w = WeakRef.new("str"); [w.weakref_alive?, w.upcase, w.__getobj__] }
show("weakref err") { WeakRef::RefError.superclass }
show("gen") { g = Generator.new([1, 2, 3]); [g.next, g.next?, g.current, g.next, g.next, g.next?, g.pos, g.end?] }
show("gen rewind") { g = Generator.new { |x| x.yield 1; x.yield 2 }; g.next; g.rewind; g.next }
show("gen end") { g = Generator.new([]); g.next }
show("gen each") { r = []; Generator.new([1, 2]).each { |x| r << x }; r }
show("syncenum") { SyncEnumerator.new([1, 2], [3, 4]).to_a }
show("syncenum uneven") { SyncEnumerator.new([1, 2, 3], [4]).to_a }
class H < Hash; include TSort; alias tsort_each_node each_key; def tsort_each_child(n, &b) fetch(n).each(&b) end; end
show("tsort") { h = H.new; h[1] = [2, 3]; h[2] = [3]; h[3] = []; h[4] = [1]; h.tsort }
show("tsort cycle") { h = H.new; h[1] = [2]; h[2] = [1]; h.tsort }
show("tsort scc") { h = H.new; h[1] = [2]; h[2] = [1]; h[3] = [1]; h.strongly_connected_components }
show("tsort missing") { h = H.new; h[1] = [2]; h.tsort }
show("gol") { ARGV.replace(%w(-a --bb x --cc=y rest -d)); o = GetoptLong.new(["-a", GetoptLong::NO_ARGUMENT], ["--bb", "-b", GetoptLong::REQUIRED_ARGUMENT], ["--cc", GetoptLong::OPTIONAL_ARGUMENT], ["-d", GetoptLong::NO_ARGUMENT]); r = []; o.each { |n, a| r << [n, a] }; [r, ARGV] }
show("gol bad") { $stderr = $stdout; ARGV.replace(%w(-z)); o = GetoptLong.new(["-a", GetoptLong::NO_ARGUMENT]); o.each { } }
show("gol missing") { ARGV.replace(%w(--bb)); o = GetoptLong.new(["--bb", GetoptLong::REQUIRED_ARGUMENT]); o.quiet = true; o.each { } }
show("gol ambig") { ARGV.replace(%w(--b)); o = GetoptLong.new(["--bb", GetoptLong::NO_ARGUMENT], ["--bc", GetoptLong::NO_ARGUMENT]); o.quiet = true; o.each { } }
show("gol order") { ARGV.replace(%w(x -a)); o = GetoptLong.new(["-a", GetoptLong::NO_ARGUMENT]); o.ordering = GetoptLong::REQUIRE_ORDER; r = []; o.each { |n, a| r << n }; [r, ARGV] }
show("gol bad spec") { GetoptLong.new(["a", GetoptLong::NO_ARGUMENT]) }
show("gol bad flag") { GetoptLong.new(["-a", 7]) }
show("gol errors") { [GetoptLong::Error.superclass, GetoptLong::InvalidOption.superclass, GetoptLong::MissingArgument.superclass, GetoptLong::NeedlessArgument.superclass, GetoptLong::AmbigousOption.superclass] }
show("gol needless") { ARGV.replace(%w(-a --aa=1)); o = GetoptLong.new(["--aa", "-a", GetoptLong::NO_ARGUMENT]); o.quiet = true; r = []; o.each { |n, a| r << n } rescue r << $!.class; [r, o.error_message] }
show("tempfile") { t = Tempfile.new("pre"); t.write("x"); t.close; [File.basename(t.path)[0, 3], File.read(t.path), t.size, (t.unlink; t.path)] }
show("tempfile dir") { t = Tempfile.new("q", "."); r = File.dirname(t.path); t.close!; r }
show("tempfile open") { Tempfile.open("z") { |f| f.class } }
show("tempfile closed") { t = Tempfile.new("c"); t.close; t.open; t.write("y"); t.rewind; t.read }
show("tempfile length") { t = Tempfile.new("c"); t.print "abc"; t.length }
show("find") { Dir.mkdir("fd"); Dir.mkdir("fd/s"); File.open("fd/s/f", "w") {}; r = []; Find.find("fd") { |f| r << f; Find.prune if f == "fd/s/f" }; r.sort }
show("find prune") { r = []; Find.find("fd") { |f| Find.prune if f == "fd/s"; r << f }; r }
show("find missing") { Find.find("nope") { } }
show("find noblk") { Find.find("fd") rescue $!.class }
show("English") { "ab" =~ /b/; [$PREMATCH, $MATCH, $POSTMATCH, $LAST_MATCH_INFO.class, $FIELD_SEPARATOR, $OUTPUT_RECORD_SEPARATOR, $PROGRAM_NAME == $0, $PID == $$, $ERROR_INFO, $DEFAULT_OUTPUT == $stdout] }
