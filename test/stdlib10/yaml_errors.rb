# YAML.load of malformed documents: the ArgumentError Syck raises, its
# line and column (past a plain scalar; a line break after it counted,
# the column gone negative) and the line it quotes
require 'yaml'
docs = [
  "a: b: c", "- a\nb: c", "a:\n  - b\n c: d", "[1, 2", "{a: 1", "a: [1, 2\nb: 3",
  "foo: bar\n  baz: 1", "  a: 1\nb: 2", "  a: 1\nb: 2\n", "a: 1\n  - 2", "- - a\n - b", "? a\n? b\n: c",
  "a: |\n b\nc", "a: >\n  x\n y", "a: {b: [c, d}", "- item\nkey: value", "- item\nkey: value\n",
  "- item\nkeylong: value", "- i\nkey", "- a\n-b", "- a\n-b\n", "- a\n-b\n\n", "- a\n-bcd", "- a\n-b c",
  "- ? a", "- ? a\n", "- ? a\n- b", "? - a", "[a, [b, c]", "{a: {b: c}", "a: b\n\tc: d", "--- |\n  a\n b\n",
  "a: [", "- {", "? [", "[1, 2\n", "a: [\n", "!!str", "[a]]\n", "[a] b\n", "[a] b", "{a: 1}}\n",
  "- [a] ]\n", "- [a] b\n", "a: [b] c\n", "a: [b]]\n", "a: [b]]\nc: d\n", "a: {b: c} d\n", "[a]]\nb\n",
  "[a]] \n", "[a] ]x\n", "x\n- a", "x: 1\n  y", "a: b\n: c", "a: |\n  x\n y\n", "a:\n  b: 1\n c: 2\n",
  "]\n", "}\n", ":\n", ": x\n", "]", ":", "a:\n:\n", "- :\n", "- ]\n", "a: ]\n", "a: :\n", ":\nb",
  "- [a\n- b", "[a\n- b]", "- {a: 1\n- b", "- [a,\n- b]", "[a,\n b]", "[a,\nb]", "[a\n b]", "{a: 1,\n b: 2}",
  "a: [1,\n  2]", "- [1,\n   2]", "- [1\n   2]", "- - [1,\n    2]", "[\n a,\n b\n]", "- [\n  a\n  ]",
  "[a: 1]", "[a: 1, b: 2]", "[x, a: 1]", "[a: 1, x]", "[a: 1, b: 2, c: 3]", "[a: b: c]", "{a: 1}: x", "[a]: x",
  "- [a]: x", "k:\n  [a]: x", "[a] : x", "\"q\": x", "? [a]\n: x", "x: [a]: y", "a: [b\nc: d]",
  "{a: 1\nb: 2}", "{a: b\n c: d}", "a: {b: 1\nc: 2}",
]
docs.each { |d|
  r = begin
    YAML.load(d).inspect
  rescue ArgumentError => e
    "#{e.class}: #{e.message}"
  end
  puts "#{d.inspect} => #{r}"
}
