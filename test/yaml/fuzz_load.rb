# random block/flow documents (seeded) with tags, anchors, block scalars: the loaded values
require 'yaml'

WORDS = ["a", "b c", "1", "1.5", "~", "true", "no", ":s", "x-y", "2001-01-01", "0x1f", "'q'", "\"d q\"", "\"e\\tf\"", "'it''s'", "[1, 2]", "{k: v}", "[]", "{}", "\"\"", "''", "-1", "a#b", "c # cmt", "1,000", "y", "=x", "@@", "!str 12", "!int '7'", "&a1 anc", "*a1"]
def scalar
  WORDS[rand(WORDS.size)]
end
def block(ind, d)
  sp = " " * ind
  case rand(d > 2 ? 1 : 4)
  when 0
    "#{sp}#{scalar}\n"
  when 1
    (1 + rand(3)).times.map { |i|
      step = 1 + rand(3)
      if rand(3) == 0 && d < 3
        "#{sp}-\n" + block(ind + step, d + 1)
      else
        "#{sp}- #{scalar}\n"
      end
    }.join
  else
    (1 + rand(3)).times.map { |i|
      key = "k#{i}"
      step = 1 + rand(3)
      r = rand(4)
      if r == 0 && d < 3
        "#{sp}#{key}:\n" + block(ind + step, d + 1)
      elsif r == 1 && d < 3
        "#{sp}#{key}:\n" + block(ind, d + 1).gsub(/^#{sp}(?!-)/) { sp + "  " } if false
        "#{sp}#{key}: |\n#{sp}  line one\n#{sp}  line two\n"
      elsif r == 2
        "#{sp}#{key}: >-\n#{sp} folded\n#{sp} text\n\n#{sp} para\n"
      else
        "#{sp}#{key}: #{scalar}\n"
      end
    }.join
  end
end
def norm(v)
  case v
  when Hash then "{" + v.map { |k, x| norm(k) + "=>" + norm(x) }.sort.join(", ") + "}"
  when Array then "[" + v.map { |x| norm(x) }.join(", ") + "]"
  else v.inspect
  end
end
[1, 2, 3, 4].each do |seed|
srand(seed)
50.times do
  doc = "--- \n" + block(0, 0)
  doc = doc.gsub(/\*a1/, "x") unless doc.index("&a1") && doc.index("&a1") < (doc.index("*a1") || 0)
  r = begin; norm(YAML.load(doc)); rescue Exception => e; "ERR #{e.class}"; end
  puts doc.inspect, r
end
end
