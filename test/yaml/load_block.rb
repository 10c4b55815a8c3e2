# block collections: sequences, maps, nesting, complex keys, comments, documents
require 'yaml'
["a: 1\nb: 2", "- 1\n- 2\n", "a:\n  - 1\n  - 2\nb:\n- 3", "- - a\n  - b\n- c: d\n  e: f",
 "a: b # c\n# x\nd:    e   \n", "? [1, 2]\n: 3", "? a\n: b\n", "- a\n  b\n- c",
 "a: b\n  c\n\n  d\n", "---\n- 1\n...\n---\n- 2", "--- \n- \n- a\n", "a:\nb: 1",
 "# only\n--- x\n", "%YAML 1.0\n--- 5\n", "--- >\n a\n b\n\n c\n  d\n e\n",
 "- &x a\n- *x", "a: &x [1]\nb: *x", "-\n  a: 1\n  b: 2\n-\n  - 3",
 "a:\n    b: 1\n    c:\n      - x\n      -   y\n", "- [1, 2]\n- {a: b}\n", "a: 'x'\nb: \"y\"\n",
 "---\na: 1\n---\nb: 2\n", "--- !ruby/sym foo", "---\n  - 1\n  - 2\n",
 "a:   \n  b\n", "- a: 1\n  b:\n  - 2\n  - 3\n- c\n", "a : 1\n", "\"a b\": 1\n'c': 2\n",
 "- 'x\n\n  y'\n- \"a\\\n  b\\tc\\x41\\u0041\"", "\n\n- 1\n\n\n- 2\n\n", "a: 1 # c\n", "- #c\n  1",
 "---\n# c\na: 1\n"].each do |s|
  begin
    v = YAML.load(s)
    v = v.sort_by { |k, x| k.inspect } if v.is_a?(Hash)
    p [s, v]
  rescue Exception => e
    p [s, e.class, e.message]
  end
end
