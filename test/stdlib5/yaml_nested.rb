# yaml: dump byte for byte of nested structures, odd strings and keys, anchors
# (one-key hashes where Hash order would decide)
require 'yaml'
require "helper"
S2 = Struct.new(:name, :list)
data = [
  {"a" => [1, {"b" => [2, [3, [4]]]}], "c" => {"d" => {"e" => [], "f" => {}}}},
  [[1, 2], [3, [4, 5]], {"x" => [6]}, [{"y" => 7}]],
  {"list" => ["a", "b"], "map" => {"k" => "v"}, "s" => S2.new("n", [1, 2])},
  [:a, :"b c", "x\ny", "  lead", 1..2, nil, true, 1.5, -7],
  {"multi" => "line1\nline2\n"}, {"long" => "word " * 20}, {"quote" => "it's \"q\""},
  [["a"]], [[[]]], [{}], {"a" => [[]]}, {"a" => [{}]}, {"a" => {"b" => []}},
  {1 => 2}, {2.5 => 3}, {nil => 4}, {true => 5}, {:s => 6},
  ["\xe3\x81\x82", "caf\xc3\xa9 x", "\x80\x81"],
  [" ", "a ", " a", "\ta", "a\t", "a: b", "a #b", "[x]", "{x}", "&x", "*x", "!x", "|x", ">x", "'x", "\"x", "%x", "@x", "`x", ",x", "?x", "-x", "- x", ":x", "x:", "#x"],
  ["1", "1.0", "0x10", "1e3", "true", "false", "yes", "no", "on", "off", "null", "~", "", "2001-01-01", ".5", "+1", "-1", "1_000", "0o7", "1:20", "=", "<<"],
]
data.each_with_index do |d, i|
  show("dump #{i}") { d.to_yaml }
  show("rt #{i}") { YAML.load(d.to_yaml) == d }
end
show("str styles") { ["a\n", "a\n\n", "\na", "a\nb\n\n\n", "a \nb", "a\n b", " a\nb"].map { |s| s.to_yaml } }
show("long string") { ("abc " * 40 + "\n" + "def " * 40).to_yaml }
show("sym key hash") { {:a => {:b => :c}}.to_yaml }
show("time") { [Time.utc(2000, 1, 2, 3, 4, 5), Time.utc(2000, 1, 2, 3, 4, 5, 123456)].to_yaml }
show("date") { [Date.new(2000, 1, 2)].to_yaml }
show("float") { [0.1, 1.0e-10, 1.0e+20, 123456789.123, -0.5, 2.0/3].to_yaml }
show("bignum") { [2**64, -(2**64)].to_yaml }
show("exception") { [RuntimeError.new("m")].to_yaml }
show("object ivars") { o = Object.new; o.instance_variable_set(:@b, [1]); o.instance_variable_set(:@a, {"x" => 1}); o.to_yaml.sub(/0x[0-9a-f]+/, "X") }
show("anchors") { a = [1]; h = {"x" => a, "y" => a}; h.to_yaml }
show("anchor str") { s = "shared"; [s, s].to_yaml }
show("self ref") { a = []; a << a; a.to_yaml }
