# YAML::DBM (lib/yaml/dbm.rb) over ext/dbm: values are YAML documents.
# MRI 1.8.7's oracle is built without dbm: the expected output was written
# by hand from 1.8.7's documented behaviour and checked line by line.
require "helper"
require "yaml/dbm"
db = YAML::DBM.new("ydb")
show("class") { [YAML::DBM.superclass, YAML::DBM::VERSION] }
show("store") { db["a"] = {"x" => [1, 2]} }
show("store sym") { db.store("b", :sym) }
show("fetch") { [db["a"], db.fetch("b"), db["none"]] }
show("fetch default") { [db.fetch("none", 5), db.fetch("none") { |k| k + "!" }] }
show("fetch miss") { db.fetch("none") }
show("raw") { DBM.instance_method(:[]).bind(db).call("a") }
show("values") { db.values.sort_by { |v| v.to_s } }
show("each") { r = []; db.each { |k, v| r << [k, v] }; r.sort_by { |k, v| k } }
show("to_a") { db.to_a.sort_by { |k, v| k } }
show("index") { db.index(:sym) }
show("has_value?") { [db.has_value?(:sym), db.has_value?(7)] }
show("invert") { db.invert[:sym] }
show("delete") { [db.delete("b"), db.delete("b")] }
show("update") { db.update("c" => 3, "d" => [4]); [db["c"], db["d"]] }
show("select") { db.select { |k, v| v == 3 } }
show("reject") { db.reject { |k, v| k != "c" } }
show("to_hash") { db.to_hash.keys.sort }
show("shift") { db.replace("z" => 1.5); db.shift }
db.close
show("reopen") { YAML::DBM.open("ydb") { |d| d["q"] = [nil, true]; d["q"] } }
