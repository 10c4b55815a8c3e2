# every core value and nested structure survives YAML.load(obj.to_yaml)
require 'yaml'
S = Struct.new(:a, :b)
class Foo; attr_accessor :x, :y; def ==(o); o.class == Foo && o.x == x && o.y == y; end; end
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
f = Foo.new; f.x = 1; f.y = ["a", {"b" => nil}]
strs = ["abc", "", " a", "a ", "true", "1", "~", ":sym", "a: b", "a #b", "#x", "- a", "a\nb",
        "a\nb\n", "a\nb\n\n", "\nab", "x\ty", "\x01", "\xff\xfe", "null", "1.5", "0x1f",
        "2001-01-01", "1_000", "'q'", "\"q\"", "@x", "|", "a'b", "{a", "[a", "a\n ", "  a\nb",
        "a\n\nb", "\n", "\n\n", "\x00", "a\"b\\c\x7f\e", "1:20", "-", "?", ":", "=", "<<", "yes",
        "x" * 200, "a\n b\n  c\n", "\ta\n", "a\r\nb", "%", "!", "&a", "*a", "a,b", "[]", "{}"]
vals = [nil, true, false, 0, -1, 2**70, 1.5, -0.0, 1.0e20, 2.5e-5, 1.0 / 0, -1.0 / 0,
        :sym, :"with space", :"9", 1..2, 1...3, "a".."b", /ab+c/i, /x/mx,
        Time.at(0).utc, Time.at(1234567890, 123456).utc, Time.at(1234567890, 5),
        Date.new(2001, 2, 3), [], {}, [1, [2, [3]]], {"a" => {"b" => [1, 2]}},
        [{"a" => 1, "b" => 2}, [1], []], {[1, 2] => 3}, {{"a" => 1} => 2}, S.new(1, "x"), f,
        MyStr.new("hi"), MyArr[1, 2], MyHash["a", 1], [[]], [{}], {"x" => []}, {nil => 1},
        {1 => 2}, {1.5 => 3}, {:s => 4}, {true => 5}, {"a\nb" => 6}] + strs + strs.map { |s| [s] } +
       strs.map { |s| {s => s} }
bad = vals.reject do |v|
  back = YAML.load(v.to_yaml)
  v.is_a?(Float) && v.nan? ? back.nan? : back == v && back.class == v.class
end
p bad
nan = YAML.load((0.0 / 0).to_yaml)
p nan.nan?
e = YAML.load(ArgumentError.new("bad").to_yaml)
p e.class, e.message
a = [1, 2]
r = YAML.load([a, a].to_yaml)
p r, r[0].equal?(r[1])
b = []; b << b
r = YAML.load(b.to_yaml)
p r[0].equal?(r)
h = {}; h["self"] = h
r = YAML.load(h.to_yaml)
p r["self"].equal?(r)
t = Time.now
p YAML.load(t.to_yaml) == t
s = "iv"; s.instance_variable_set(:@x, 1)
r = YAML.load(s.to_yaml)
p r, r.instance_variable_get(:@x)
o = YAML::Omap["b", 1, "a", 2]
r = YAML.load(o.to_yaml)
p r.class, r.to_a
