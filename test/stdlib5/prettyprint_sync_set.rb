# prettyprint layouts, tmpdir, securerandom (API), sync, mutex_m, thwait, set
require 'prettyprint'
require 'tmpdir'
require 'securerandom'
require 'sync'
require 'mutex_m'
require 'thwait'
require 'set'
require "helper"
show("prettyprint") { s = ""; q = PrettyPrint.new(s, 10); q.group(1, "[", "]") { q.text "aaaa"; q.comma_breakable rescue (q.text ","; q.breakable); q.text "bbbb"; q.breakable; q.text "cccccccccc" }; q.flush; s }
show("pp format") { PrettyPrint.format("", 8) { |q| q.group(2, "(", ")") { 5.times { |i| q.text "x#{i}"; q.breakable } } } }
show("singleline") { PrettyPrint.singleline_format("") { |q| q.group(1, "<", ">") { q.text "a"; q.breakable; q.text "b" } } }
show("nest") { PrettyPrint.format("", 5) { |q| q.nest(2) { q.text "abc"; q.breakable; q.text "def"; q.breakable("-"); q.text "ghi" } } }
show("tmpdir") { Dir.tmpdir }
show("mktmpdir") { Dir.mktmpdir { |d| [File.directory?(d), File.basename(d)[0, 1]] } rescue $!.class }
show("mktmpdir prefix") { Dir.mktmpdir(["pre", "suf"]) { |d| b = File.basename(d); [b[0, 3], b[-3, 3]] } rescue $!.class }
show("securerandom") { [SecureRandom.hex.size, SecureRandom.hex(4).size, SecureRandom.random_bytes.size, SecureRandom.base64.class, SecureRandom.random_number(10).between?(0, 9), SecureRandom.random_number.class, SecureRandom.random_number(0).class] }
show("securerandom neg") { SecureRandom.hex(-1) }
show("sync") { s = Sync.new; s.synchronize(Sync::SH) { s.sync_mode }; [s.sync_locked?, s.sync_shared?, s.sync_exclusive?, Sync::UN, Sync::SH, Sync::EX] }
show("sync ex") { s = Sync.new; s.lock(:EX); r = [s.locked?, s.exclusive?, s.sync_mode]; s.unlock; r + [s.locked?] }
show("sync unlock err") { begin; Sync.new.unlock; rescue => e; [e.class, e.message.sub(/0x[0-9a-f]+/, "X")]; end }
show("sync errors") { [Sync_m::Err.superclass, Sync_m::Err::UnknownLocker.superclass, Sync_m::Err::LockModeFailer.superclass] }
show("mutex_m") { o = Object.new; o.extend Mutex_m; o.lock; r = [o.locked?, o.try_lock]; o.unlock; r + [o.locked?] }
show("mutex_m unlock") { o = Object.new; o.extend Mutex_m; o.unlock }
show("mutex_m sync") { o = Object.new; o.extend Mutex_m; o.mu_synchronize { 3 } }
show("thwait") { t1 = Thread.new { 1 }; t2 = Thread.new { sleep 0.01; 2 }; tw = ThreadsWait.new(t1, t2); tw.all_waits { |t| }; tw.empty? }
show("thwait next") { tw = ThreadsWait.new; tw.next_wait } 
show("set inspect nested") { Set[Set[1], [2]].inspect }
show("set to_a sorted") { Set[3, 1, 2].sort }
show("set == diff class") { Set[1] == SortedSet[1] }
show("set superset sorted") { SortedSet[1, 2].superset?(Set[1]) }
show("sortedset each") { r = []; SortedSet[3, 1].each { |x| r << x }; r }
show("sortedset delete") { s = SortedSet[3, 1, 2]; s.delete(2); s.to_a }
show("sortedset first") { SortedSet[3, 1].first rescue $!.class }
show("set each_slice") { Set[1, 2, 3].sort.each_slice(2).to_a rescue $!.class }
show("set hash in hash") { {Set[1] => 1}[Set[1]] }
show("set cmp") { [Set[1] <= Set[1, 2], Set[1] < Set[1]] rescue $!.class }
show("set +") { (Set[1] + Set[2]).size }
show("set intersect array") { Set[1, 2].intersection([2]).to_a }
show("set union nil") { Set[1].union(nil) }
show("set initialize_copy") { a = Set[1]; b = a.clone; b << 2; [a.size, b.size] }
show("set marshal") { Marshal.load(Marshal.dump(Set[1, 2])).size }
show("set yaml") { require 'yaml'; Set[1].to_yaml }
show("set freeze add") { Set[1].freeze.add(2) }
show("set taint") { Set[1].taint.tainted? }
