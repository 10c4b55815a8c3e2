require "helper"
require "sdbm"
db = SDBM.new("db")
show("new") { db.class }
show("empty") { [db.empty?, db.size, db.length, db.keys, db.values, db.to_a, db.to_hash] }
show("store") { db["a"] = "1" }
show("store ret") { db.store("b", "2") }
show("store num") { db.store(3, 4) }
show("store nil") { db.store("n", nil) }
show("store nilkey") { db.store(nil, "x") }
show("store sym") { db.store(:sym, "x") }
show("store to_str") { o = Object.new; def o.to_str; "ts"; end; (db[o] = o).equal?(o) }
show("fetch") { [db["a"], db["zz"], db.fetch("a"), db.fetch("zz", :d), db.fetch("zz") { |k| k * 2 }] }
show("fetch miss") { db.fetch("zz") }
show("fetch num") { db.fetch(3) }
show("[] sym") { db[:sym] }
show("keys") { db.keys.sort }
show("values") { db.values.sort }
show("size") { db.size }
show("has") { [db.key?("a"), db.has_key?("x"), db.include?("b"), db.member?("b"), db.value?("2"), db.has_value?("9")] }
show("index") { [db.index("2"), db.index("9")] }
show("values_at") { db.values_at("a", "b", "q") }
show("indexes") { db.indexes("a", "b") }
show("indices") { db.indices("a") }
show("each") { r = []; x = db.each { |k, v| r << [k, v] }; [x.equal?(db), r.sort] }
show("each_pair") { r = []; db.each_pair { |k, v| r << k }; r.sort }
show("each_key") { r = []; db.each_key { |k| r << k }; r.sort }
show("each_value") { r = []; db.each_value { |k| r << k }; r.sort }
show("each noblock") { db.each }
show("select") { db.select { |k, v| v == "2" } }
show("select args") { db.select("a", "b") }
show("reject") { db.reject { |k, v| v == "2" }.class }
show("reject hash") { db.reject { |k, v| k != "a" } }
show("invert") { db.invert.class }
show("to_hash") { db.to_hash.sort }
show("to_a") { db.to_a.sort }
show("delete") { db.delete("a") }
show("delete miss") { db.delete("a") }
show("delete blk") { db.delete("a") { |k| "no #{k}" } }
show("delete_if") { db.delete_if { |k, v| k == "3" }.equal?(db) }
show("reject!") { db.reject! { |k, v| k == "nope" }.equal?(db) }
show("reject! hit") { db.reject! { |k, v| k == "n" }.equal?(db) }
show("keys2") { db.keys.sort }
show("update") { db.update("x" => "y", "z" => 1).equal?(db) }
show("update bad") { db.update(1) }
show("update pairs") { db.update([["p", "q"]]) }
show("replace") { db.replace("r" => "s").keys }
show("shift") { [db.shift, db.shift, db.size] }
show("clear") { db["k"] = "v"; db.clear.equal?(db) }
show("after clear") { db.size }
show("long") { db["L"] = "v" * 1000; db["L"].size }
show("too long") { db["L2"] = "v" * 1010 }
show("binary") { db["\0\1"] = "\0\xff"; db["\0\1"] }
show("empty key") { db[""] = ""; [db[""], db.key?("")] }
show("tainted") { db["k"] = "v"; db["k"].tainted? }
show("frozen store") { db["k"].frozen? }
show("close") { db.close }
show("closed?") { db.closed? }
show("close2") { db.close }
show("closed op") { db["a"] }
show("closed keys") { db.keys }
show("closed size") { db.size }
show("open block") { SDBM.open("db") { |d| [d.class, d["k"]] } }
show("open ret") { d = SDBM.open("db"); r = d.closed?; d.close; r }
show("open mode") { SDBM.open("db2", 0600) { |d| d["a"] = "b" }; File.stat("db2.pag").mode & 0777 }
show("open nil mode") { SDBM.open("db3", nil) { |d| d.size } }
show("open bad") { SDBM.open("nodir/x") }
show("open num") { SDBM.open(1) }
show("new args") { SDBM.new }
show("inspect") { SDBM.open("db") { |d| d.inspect =~ /\A#<SDBM:0x[0-9a-f]+>\z/ } }
show("each modify") { SDBM.open("db") { |d| d.each { |k, v| d.delete(k) }; d.size } }
show("many") { SDBM.open("big") { |d| 2000.times { |i| d["key#{i}"] = "value#{i}" * 3 }; [d.size, d["key1999"], d.keys.size] } }
show("many reopen") { SDBM.open("big") { |d| [d.size, d["key7"], (0...2000).all? { |i| d["key#{i}"] == "value#{i}" * 3 }] } }
show("many delete") { SDBM.open("big") { |d| 1000.times { |i| d.delete("key#{i}") }; [d.size, d["key7"], d["key1500"]] } }
show("file sizes") { [File.size("big.pag"), File.size("big.dir")] }
show("order") { SDBM.open("ord") { |d| 300.times { |i| d[i.to_s] = "x" * (i % 50) }; d.keys[0, 20] } }
show("store nil deletes") { SDBM.open("sn") { |d| d["a"] = "1"; [d.store("a", nil), d.keys] } }
show("each delete") { SDBM.open("ed") { |d| 300.times { |i| d[i.to_s] = "v#{i}" }; n = 0; d.each { |k, v| d.delete(k); n += 1 }; [n, d.size] } }
show("delete_if all") { SDBM.open("da") { |d| 300.times { |i| d[i.to_s] = "v" }; d.delete_if { true }.size } }
show("reject! odd") { SDBM.open("ro") { |d| 300.times { |i| d[i.to_s] = "v#{i}" }; d.reject! { |k, v| k.to_i.odd? }.size } }
show("select pair") { SDBM.open("ro") { |d| d.select { |a| a == ["2", "v2"] } } }
show("update nil") { SDBM.open("ro") { |d| d.update(nil) } }
show("nil mode missing") { d = SDBM.new("missing", nil); [d.closed?, File.exist?("missing.pag"), SDBM.open("missing", nil) { 1 }] }
show("nil mode closed op") { SDBM.new("missing", nil).keys }
show("allocate") { SDBM.allocate.closed? }
show("allocate keys") { SDBM.allocate.keys }
show("reinitialize") { d = SDBM.new("re1"); d["a"] = "1"; d.send(:initialize, "re2"); d["b"] = "2"; r = [d.keys, SDBM.open("re1") { |x| x.keys }]; d.close; r }
show("mode type") { SDBM.new("mt", "x") }
show("mode range") { SDBM.new("mt", 2**40) }
show("open args") { SDBM.open("mt", 0666, 1) }
show("close in each") { SDBM.open("ce") { |d| d["a"] = "1"; d["b"] = "2"; d.each { d.close } } }
