# yaml: dump of many scalars and nested values, round trips, odd documents
require 'yaml'
require "helper"
S = Struct.new(:a, :b)
class Foo; def initialize; @x = 1; @y = [1, {"k" => "v"}]; end; end
vals = [1, -1, 1.5, 1e20, -0.0, 1.0/0, -1.0/0, 0.0/0, "", " ", "a b", " lead", "trail ", "x: y", "- a", "#c", "a#b", "a #b",
  "yes", "no", "true", "null", "~", "123", "1.5", "0x1f", "017", "1_000", "2001-02-03", "12:30:45", ":sym", "@at", "%p", "!bang", "&amp", "*star",
  "'q'", '"dq"', "a\nb", "a\nb\n", "\n", "\t", "a\tb", "\e", "\x00", "\xff", "caf\xc3\xa9", "a'b", "{a}", "[a]", "a,b", "?", "|", ">", "-", "--", "---", "...",
  :sym, :"with space", nil, true, false, [], {}, [[]], [{}], {"a" => []}, {"a" => {}}, [1, [2, [3]]], {"a" => {"b" => {"c" => 1}}},
  [{"a" => 1, "b" => 2}], {"l" => [1, 2]}, {[1] => 2}, {nil => 1}, {1 => nil}, 1..3, 1...3, "a".."b", S.new(1, "x"), Foo.new,
  2**70, -(2**70), Time.utc(2001,2,3,4,5,6), Time.utc(2001,2,3,4,5,6,500), /ab+c/i, Object.new, "x" * 100, ("word " * 30).strip,
  "line1\nline2\n\nline4", "  indented\ntext", "trailing\n\n", 1.0, 100.0, 1.23456789012345, 3.0e-5, 12345678901234567.0]
vals.each_with_index do |v, i|
  show("dump #{i}") { y = v.to_yaml; y.gsub(/0x[0-9a-f]+/, 'X') }
  show("rt #{i}") { r = YAML.load(v.to_yaml); r.class == v.class && (r == v || (v.is_a?(Float) && v.nan?) || v.is_a?(Foo) || v.is_a?(Object)) }
end
show("docs") { YAML.load_documents("--- 1\n--- 2\n") { |d| p d } }
show("load_stream") { YAML.load_stream("--- 1\n--- 2\n").documents }
show("anchor") { a = [1]; [a, a].to_yaml }
show("anchor load") { x = YAML.load("- &a [1]\n- *a\n"); x[0].equal?(x[1]) }
show("bad") { YAML.load("a: [1") }
show("bad2") { YAML.load("- a\nb: c") }
show("empty") { YAML.load("") }
show("comment") { YAML.load("# c\n") }
show("merge") { YAML.load("a: &x {b: 1}\nc:\n  <<: *x\n  d: 2\n")["c"].sort }
show("literal") { YAML.load("a: |\n  x\n  y\nb: >\n  p\n  q\n\n  r\n") }
show("keep") { YAML.load("a: |+\n  x\n\nb: |-\n  y\n") }
show("types") { YAML.load("- 1_000\n- 0x1F\n- 017\n- 1.5e3\n- .inf\n- -.Inf\n- .nan\n- ~\n- Yes\n- off\n- 2001-02-03\n- 2001-02-03 04:05:06 +07:00\n- :sym\n- !ruby/symbol x\n- !str 12\n- 1:30\n- 1,000\n").map { |x| x.is_a?(Float) && x.nan? ? "nan" : x } }
show("flow") { YAML.load("{a: [1, 2], b: {c: d}}") }
show("struct load") { YAML.load("--- !ruby/struct:S\na: 1\nb: 2\n") }
show("object load") { YAML.load("--- !ruby/object:Foo\nx: 5\n").instance_variable_get(:@x) }
show("obj bad class") { YAML.load("--- !ruby/object:NoSuch\nx: 5\n").class }
show("range load") { YAML.load("--- !ruby/range\nbegin: 1\nend: 3\nexcl: true\n") }
show("regexp load") { YAML.load("--- !ruby/regexp /a+/mi\n") }
show("exc") { YAML.load(StandardError.new("boom").to_yaml).message }
show("exc dump") { StandardError.new("boom").to_yaml }
show("y") { y({"a" => 1}) }
show("dump opts") { YAML.dump({"a" => [1,2]}, :Indent => 4) rescue $!.class }
show("to_yaml opts") { [1, [2, 3]].to_yaml(:Indent => 4) }
show("dump io") { require 'stringio'; io = StringIO.new; YAML.dump([1], io); io.string }
show("parse") { YAML.parse("a: [1, 2]").transform }
show("parse select") { YAML.parse("a: {b: 1}").select("/a/b").map { |n| n.transform } rescue $!.class }
show("quick_emit") { YAML.quick_emit(nil) { |out| out.scalar("tag:yaml.org,2002:str", "hi", :plain) } rescue $!.class }
show("tagurize") { YAML.tagurize("foo") }
show("str sym key") { {:a => 1}.to_yaml }
show("binary") { "\x01\x02\xff\xfe".to_yaml }
show("binary load") { YAML.load("--- !binary |\n  AQL//g==\n") }
show("str ivar") { s = "abc"; s.instance_variable_set(:@v, 1); s.to_yaml }
show("hash default") { h = Hash.new(5); h["a"] = 1; h.to_yaml }
show("subclass str") { class MyS < String; end; MyS.new("x").to_yaml }
show("subclass arr") { class MyA < Array; end; MyA[1].to_yaml }
show("subclass hash") { class MyH < Hash; end; h = MyH.new; h["a"] = 1; h.to_yaml }
show("load_file missing") { YAML.load_file("/nonexistent.yml") }
show("multi doc dump") { YAML.dump_stream(1, [2], {"a" => 3}) }
show("each_document") { r = []; YAML.each_document("--- a\n--- b\n") { |d| r << d }; r }
show("object_maker") { YAML.object_maker(Foo, "x" => 9).instance_variable_get(:@x) }
show("nested empty") { {"a" => [], "b" => {}, "c" => [[]], "d" => ""}.to_yaml }
show("long key") { {"k" * 200 => 1}.to_yaml }
show("complex key") { {[1, 2] => 3, {"a" => 1} => 4}.to_yaml }
