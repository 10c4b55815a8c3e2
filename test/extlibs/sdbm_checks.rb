# SDBM over ext/dbm/hashdb.h: the order of its checks ($SAFE, frozen,
# String arguments, closed), fetch with a block and a default, update's
# pairs, delete_if when the block raises, SDBM.open on a subclass.
require 'sdbm'
def t(l); print l, ": "; r = yield; p(r.is_a?(SDBM) ? r.class : r); rescue Exception => e; puts "#{e.class}: #{e.message}"; end
class Sub < SDBM; def initialize(*a); puts "Sub#initialize"; super; end; end
File.delete(*Dir["db*"]) rescue nil
t("open sub") { Sub.open("db1") { |d| d.class } }
t("new sub") { Sub.new("db1").class }
db = SDBM.new("db2")
db["a"] = "1"; db["b"] = "2"
t("fetch blk+ifnone") { db.fetch("x", "dflt") { |k| "blk #{k}" } }
t("fetch blk") { db.fetch("x") { |k| "blk #{k}" } }
t("fetch nil ifnone") { db.fetch("x", nil) }
t("fetch missing") { db.fetch("x") }
t("aref blk") { db.send(:[], "x") { |k| "blk" } }
t("fetch hit blk") { db.fetch("a") { "blk" } }
t("delete nonstr") { db.delete(1) }
t("update bad pair") { db.update([[1]]) }
t("update short") { db.update({"c" => nil}); db.keys.sort }
class P; def each_pair; yield "k"; yield ["k2"]; yield ["k3", "v3", "x"]; end; end
t("update pairs") { db.update(P.new); db.to_a.sort }
t("update nonarray") { o = Object.new; def o.each_pair; yield 5; end; db.update(o) }
t("delete_if raise") { db.delete_if { |k, v| raise "boom" if k == "b"; true } rescue p $!; db.keys.sort }
db2 = SDBM.new("db3"); db2["q"] = "1"; db2.freeze
t("frozen store") { db2["z"] = "1" }
t("frozen delete") { db2.delete("q") }
db2c = SDBM.new("db4"); db2c.close; db2c.freeze
t("frozen closed store") { db2c["z"] = "1" }
t("closed store") { c = SDBM.new("db5"); c.close; c["x"] = "y" }
t("closed delete nonstr") { c = SDBM.new("db5"); c.close; c.delete(1) }
t("delete nonstr frozen") { db2.delete(1) }
t("store nonstr") { db["k"] = 5 }
t("store nonstr key") { db[5] = "x" }
t("shift") { db.shift }
t("select dep") { db.select("a") }
t("clear") { db.clear; db.size }
t("reject!") { db["m"] = "1"; db.reject! { true }; db.length }
t("index") { db["z"] = "1"; db.index("1") }
t("index nonstr") { db.index(1) }
t("values_at nonstr") { db.values_at(1) }
t("has_key nonstr") { db.has_key?(1) }
t("fetch nonstr") { db.fetch(1) }
t("open nil mode") { SDBM.open("nonexist", nil) }
t("new nil mode") { SDBM.new("nonexist2", nil).closed? }
t("replace") { db.replace("r" => "s"); db.to_hash }
t("invert") { db.invert }
t("empty?") { db.empty? }
t("each retval") { db.each { } .class }
t("reject") { db.reject { false } }
t("update retval") { db.update({}).class }
t("alloc") { SDBM.allocate.closed? }
t("alloc size") { SDBM.allocate.size }
t("frozen shift") { db2.shift }
t("frozen clear") { db2.clear }
t("frozen delete_if") { db2.delete_if { true } }
t("frozen update") { db2.update("a" => "b") }

def closed; c = SDBM.new("dbc"); c.close; c; end
def frozen; c = SDBM.new("dbf"); c.freeze; c; end
def cf; c = SDBM.new("dbc"); c.close; c.freeze; c; end
%w(closed frozen cf).each do |w|
  t("#{w} store(1,x)") { send(w).store(1, "x") }
  t("#{w} store(x,1)") { send(w).store("x", 1) }
  t("#{w} store(x,nil)") { send(w).store("x", nil) }
  t("#{w} store(a,b)") { send(w).store("a", "b") }
  t("#{w} delete(1)") { send(w).delete(1) }
  t("#{w} delete(a)") { send(w).delete("a") }
  t("#{w} delete(zz)") { send(w).delete("zz") }
  t("#{w} shift") { send(w).shift }
  t("#{w} clear") { send(w).clear }
  t("#{w} delete_if") { send(w).delete_if { true } }
  t("#{w} reject!") { send(w).reject! { false } }
  t("#{w} update") { send(w).update("a" => "b") }
  t("#{w} replace") { send(w).replace({}) }
  t("#{w} fetch") { send(w).fetch("a") }
  t("#{w} [](1)") { send(w)[1] }
  t("#{w} each") { send(w).each { } }
  t("#{w} size") { send(w).size }
  t("#{w} close") { send(w).close }
end
t("safe4 store") { d = SDBM.new("dbs"); Thread.new { $SAFE = 4; d["a"] = "b" }.value }
t("safe4 frozen store") { d = SDBM.new("dbs"); d.freeze; Thread.new { $SAFE = 4; d["a"] = "b" }.value }
t("safe4 fetch") { d = SDBM.new("dbs"); Thread.new { $SAFE = 4; d["a"] }.value }

File.delete(*Dir["db*"]) rescue nil
