# flow collections over one or several lines
require 'yaml'
["{a: [1, 2], b: c d, 'e': \"f\"}", "[1, [2, [3]], {}]", "[a, b]", "{a: 1}", "[]", "{}",
 "[1,\n 2,\n 3]", "{a: 1,\n b: 2}", "- [a, 'b, c', \"d\"]", "a: {b: {c: d}}", "[ 1 , 2 ]",
 "[:a, :b]", "{1: 2, 3: 4}", "[~, true, 1.5]", "{a: }", "[&x 1, *x]", "[!str 1, !int '2']",
 "[a, b: c, {d: e}]", "[1, 2", "{a: b"].each do |s|
  begin
    v = YAML.load(s)
    v = v.sort_by { |k, x| k.inspect } if v.is_a?(Hash)
    p [s, v]
  rescue Exception => e
    p [s, e.class]
  end
end
