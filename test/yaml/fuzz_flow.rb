# random flow collections (seeded): Syck separates only with ", " and ends plain scalars at their own bracket
require 'yaml'

S = ["a", "b c", "1", "2.5", "~", "yes", ":sym", "'q, r'", "\"d: e\"", "x-y", "0o7", "-3", "''", "\"\"", "a b", "!str 5", "'a''b'", "\"x\\ny\""]
def flow(d)
  case rand(d > 2 ? 1 : 3)
  when 0 then S[rand(S.size)]
  when 1 then "[" + (0...rand(4)).map { flow(d + 1) }.join([", ", ",", " ,\n  ", ",\n"][rand(4)]) + "]"
  else "{" + (0...rand(4)).map { |i| "k#{i}: " + flow(d + 1) }.join([", ", ",\n  "][rand(2)]) + "}"
  end
end
def norm(v)
  case v
  when Hash then "{" + v.map { |k, x| norm(k) + "=>" + norm(x) }.sort.join(", ") + "}"
  when Array then "[" + v.map { |x| norm(x) }.join(", ") + "]"
  else v.inspect
  end
end
[1, 2, 3, 4, 5, 6, 7].each do |seed|
srand(seed)
50.times do
  doc = ["--- ", "a: ", "- "][rand(3)] + flow(0) + "\n"
  r = begin; norm(YAML.load(doc)); rescue Exception => e; "ERR #{e.class}"; end
  puts doc.inspect, r
end
end
