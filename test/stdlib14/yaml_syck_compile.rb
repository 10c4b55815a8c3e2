# YAML::Syck.compile: the bytecode of the first document (an empty text is
# left out: 1.8.7 answers leftover bytes for it, or crashes after it)
require 'yaml'
require 'stringio'
docs = ['--- 1', '--- "a b"', "--- 'q'", '--- [a, b]', '--- {a: 1}', 'a: [1, {b: c}]', "--- |\n  x\n  y\n", "--- >\n  x\n",
 "- a\n- - b\n", '--- ~', "--- 1\n--- 2\n", '--- &a x', "- &a x\n- *a\n", '--- !str 1', '--- !!foo 1', '--- !ruby/sym x',
 "a: \"multi\\nline\"", "- 'it''s'", "--- \"\\x01\"", "- x # c\n", '--- !ruby/object:Foo {a: 1}', '--- !seq [1]', '- !map {}',
 '--- &x [a]', '--- ""', "--- ''", "--- a\n  b\n", "a:\n  b: c\n", '--- !int 1', '--- !float 1', "--- \"a\\tb\"", "--- \"x\\n\"",
 "--- |-\n  x\n", "--- |+\n  x\n\n", "- 1\n- 2.5\n- true\n", '--- :sym', '--- [a, [b]]', '--- !!int 1', '--- !x.com,2000/t 1',
 "--- !ruby/object:Foo\na: 1", "- a\n b: c", '--- !foo 1', '--- !foo/bar 1', "--- !foo 'x'", "---\n", "a:\n", "- \n- x",
 "--- !str\n", 'a: <<', '- =', '--- !binary aGk=', '--- !!binary aGk=', '--- !ruby/sym "x"', '--- !^foo 1', "--- 'a\n\n  b'",
 "- &a [x]\n- *a\n- *a\n", "- &a x\n- &a y\n- *a", '--- !str [a]', "--- |\n x\n\n y\n", "--- 'a\nb'", ' --- x',
 '--- !str &a x', '--- &a !str x', "- &a !seq [x]\n- *a", '--- {z: 1, a: 2, m: 3, b: 4}']
docs.each { |d| p YAML::Syck.compile(d) }
p YAML::Syck.compile(StringIO.new("--- [1]"))
p((YAML::Syck.compile(nil) rescue $!))
p YAML::Syck.method(:compile).arity
