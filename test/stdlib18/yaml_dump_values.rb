# to_yaml of core values, subclasses, structs, exceptions, times, strings
# that need quoting, shared and recursive structures; load of the result; emitter
# options, as 1.8.7
require 'stringio'
require 'yaml'
S = Struct.new(:a, :b)
class Foo; def initialize; @x = 1; @y = [1, "two"]; end; end
class MyStr < String; def initialize(s); super; @extra = 1; end; end
class MyArr < Array; end
class MyHash < Hash; end
objs = [1, -1, 1.5, 1e20, 1.0/0, -1.0/0, 0.0/0, "str", "", " lead", "trail ", "a: b", "- x", "#c", "multi\nline", "multi\nline\n", "tab\there", "\x00bin\xff", :sym, :"with space", nil, true, false, "true", "null", "~", "123", "1.5", "2001-01-01", "0x1f", "=", "<<",
 [], {}, [1, [2, [3]]], {"a" => {"b" => [1, {"c" => 2}]}}, 1..5, 1...5, "a".."c", /re/i, /x\/y/m, S.new(1, "b"),
 MyStr.new("ms"), MyArr[1, 2], MyHash[1, 2], Time.utc(2001, 2, 3, 4, 5, 6), Time.utc(2001, 2, 3, 4, 5, 6, 500), Date.new(2001, 2, 3), 2**70, -(2**70), Exception.new("boom"), RuntimeError.new("rt"),
 "x" * 100, ("word " * 30).strip, "ends with colon:", "question?", "'quoted'", '"dq"', "a\\b", "\u00e9", "é", "---", "...", "- ", "!tag", "&anchor", "*alias", "%pct", "@at", "`bt", "|pipe", ">gt", "{brace", "[bracket", "a,b", "ab ", "\n", "\r\n", "\t"]
a = [1, 2]; objs << [a, a]
h = {"k" => "v"}; objs << {"x" => h, "y" => h}
r = []; r << r; objs << r
objs.each_with_index do |o, i|
  begin
    y = o.to_yaml
    back = YAML.load(y)
    puts "#{i}: #{y.inspect} #{back.inspect.gsub(/0x[0-9a-f]+/, 'X')[0, 100] rescue 'x'}"
  rescue Exception => e
    puts "#{i}: !! #{e.class}: #{e.message[0, 100]}"
  end
end
puts YAML.dump_stream(1, [2], {"a" => 3})
puts [1, 2].to_yaml(:Indent => 4) rescue p $!
puts({"a" => [1, 2]}.to_yaml(:Indent => 4, :UseHeader => true)) rescue p $!
puts({"a" => "b"}.to_yaml(:SortKeys => true, :UseVersion => true)) rescue p $!
puts "text".to_yaml(:UseFold => true) rescue p $!
puts YAML.dump("x", StringIO.new).string rescue p $!.class
