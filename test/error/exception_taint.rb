# a tainted exception leaves its message untainted (to_s, message, to_str);
# inspect's result is tainted; raising a frozen exception fails to set its
# backtrace (TypeError); exceptions made at $SAFE 4 are tainted
e = RuntimeError.new("x").taint
p e.to_s.tainted?, e.message.tainted?, e.to_str.tainted?, e.inspect.tainted?
p RuntimeError.new("z").inspect.tainted?
e4 = RuntimeError.new("w".taint)
p e4.inspect.tainted?, e4.tainted?, e4.message.tainted?
e5 = RuntimeError.new.taint
p e5.to_s.tainted?, e5.message, e5.to_s.frozen?
s = "y".freeze
e6 = RuntimeError.new(s).taint
p e6.message.tainted?, s.tainted?
F = RuntimeError.new("y").freeze
begin; raise F; rescue Exception => e; p [e.class, e.message, e.frozen?]; end
p proc { $SAFE = 4; begin; raise "in4"; rescue Exception => e; [e.class, e.message, e.tainted?]; end }.call
p proc { $SAFE = 4; begin; [].fetch(5); rescue Exception => e; [e.class, e.message, e.tainted?]; end }.call
F = RuntimeError.new("y").freeze
begin; raise F; rescue Exception => e; p [e.class, e.message, e.frozen?, e.equal?(F), F.backtrace]; end
G = begin; raise "g"; rescue => e; e; end
G.freeze
begin; raise G; rescue Exception => e; p [e.class, e.message, e.frozen?, e.equal?(G)]; end
class MyErr < StandardError; def initialize_copy(o); super; puts "copied"; end; end
H = MyErr.new("h").freeze
begin; raise H; rescue Exception => e; p [e.class, e.message, e.frozen?]; end
