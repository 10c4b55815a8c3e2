# yaml: omap/pairs/set, classes, procs and other odd objects, structs and
# exceptions with ivars, ranges, regexps, symbols, times, domain types, y
require 'yaml'
require "helper"
show("omap") { o = YAML::Omap.new; o["b"] = 1; o["a"] = 2; [o.to_yaml, YAML.load(o.to_yaml).class] }
show("pairs") { p1 = YAML::Pairs.new; p1["a"] = 1; p1["a"] = 2; p1.to_yaml rescue $!.class }
show("yset") { s = YAML::Set.new; s["x"] = nil; s.to_yaml rescue $!.class }
show("class dump") { String.to_yaml }
show("module dump") { Comparable.to_yaml }
show("anon class") { Class.new.to_yaml }
show("proc dump") { proc {}.to_yaml }
show("io dump") { $stdout.to_yaml rescue $!.class }
show("method dump") { 1.method(:+).to_yaml rescue $!.class }
show("thread dump") { Thread.current.to_yaml.sub(/0x[0-9a-f]+/, "X") rescue $!.class }
show("struct anon") { Struct.new(:a).new(1).to_yaml }
show("struct named ivar") { P3 = Struct.new(:x); s = P3.new(1); s.instance_variable_set(:@iv, 2); s.to_yaml }
show("exc ivar") { e = ArgumentError.new("m"); e.instance_variable_set(:@extra, [1]); e.to_yaml }
show("range str") { ("a".."c").to_yaml }
show("range float") { (1.5..2.5).to_yaml }
show("regexp opts") { [/a/m, /b/x, /c/i, /d/n, /e/u].to_yaml }
show("sym special") { [:"1", :"a b", :"", :"foo=", :[], :"x:y"].to_yaml rescue $!.class }
show("string ivar load") { YAML.load("--- !str\nstr: abc\n\"@v\": 1\n").instance_variable_get(:@v) rescue $!.class }
show("time zone") { Time.at(0).getlocal.to_yaml }
show("date time load") { YAML.load("- 2001-02-03 04:05:06.7 +09:00\n- 2001-02-03t04:05:06Z\n").map { |t| [t.class, t.utc.to_a[0, 6], t.usec] } }
show("tagged private") { YAML.load("--- !x-private:foo bar\n").class }
show("domain type") { YAML.add_domain_type("example.com,2001", "pt") { |type, val| [type, val] }; YAML.load("--- !example.com,2001/pt {a: 1}\n") }
show("add_ruby_type") { YAML.add_ruby_type("zz") { |t, v| "ZZ#{v}" } rescue $!.class }
show("object_maker hash") { YAML.object_maker(Hash, "a" => 1) rescue $!.class }
show("y multiple") { $stdout = StringIO.new rescue (require 'stringio'; $stdout = StringIO.new); y(1, [2]); r = $stdout.string; $stdout = STDOUT; r }
