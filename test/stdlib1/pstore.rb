require 'pstore'
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
p PStore.instance_methods(false).sort, PStore.constants.sort, PStore.ancestors, PStore::RDWR_ACCESS, PStore::RD_ACCESS, PStore::WR_ACCESS
s = PStore.new("db")
t(1){ s[:a] }
t(2){ s.transaction{ s[:a] = 1; s["b"] = [1,2]; s.roots.map{|x| x.to_s}.sort } }
t(3){ File.exist?("db") }
t(4){ s.transaction(true){ [s[:a], s["b"], s[:zz], s.root?(:a), s.root?(:q), s.roots.map{|x| x.to_s}.sort, s.path] } }
t(5){ s.transaction(true){ s[:a] = 2 } }
t(6){ s.transaction(true){ s.delete(:a) } }
t(7){ s.transaction{ s.transaction{ } } }
t(8){ s.transaction{ s.fetch(:nope) } }
t(9){ s.transaction{ [s.fetch(:nope, 5), s.fetch(:a)] } }
t(10){ s.transaction{ s[:a] = 9; s.abort; s[:a] = 10 } }
t(11){ s.transaction{ s[:a] } }
t(12){ s.transaction{ s[:a] = 11; s.commit; s[:a] = 12 } }
t(13){ s.transaction{ s[:a] } }
t(14){ s.transaction{ s.delete(:a) } }
t(15){ s.transaction{ s.delete(:nonexist) } }
t(16){ s.transaction{ s.roots } }
t(17){ s.transaction{ raise "boom" } }
t(18){ s.transaction{ s["b"] } }
t(19){ s.commit }
t(20){ s.abort }
t(21){ s.roots }
t(22){ PStore.new("nodir/x") }
t(23){ q = PStore.new("new.db"); q.transaction(true){ q.roots } }
t(24){ File.exist?("new.db") }
t(25){ q = PStore.new("new.db"); q.transaction{ q.roots } ; File.exist?("new.db") }
t(26){ File.size("new.db") }
t(27){ s.transaction{ s[:x] = "y" }; Marshal.load(File.read("db")).sort_by{|k,v| k.to_s} }
t(28){ s.transaction { s.fetch(:x) { |k| "blk" } } }
t(29){ s.transaction { s.fetch(:none) { |k| "blk#{k}" } } }
t(30){ Dir["*"].sort }
t(31){ PStore.new(".").transaction{ } }
t(32){ s.transaction{ s.instance_variables.sort } }
