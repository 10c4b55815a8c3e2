# load_file, load_documents, each_document, load_stream, parse and node trees
require 'yaml'
require 'stringio'
File.open("doc.yml", "w") { |f| f.write("a: [1, 2]\n") }
p YAML.load_file("doc.yml")
p YAML.load(StringIO.new("--- 3\n"))
p YAML.load(""), YAML.load("--- "), YAML.load("# c"), YAML.load("---\n...\n")
YAML.load_documents("--- 1\n--- [2]\n--- a: b\n") { |d| p d }
YAML.each_document("--- x\n...\n--- y\n") { |d| p d }
s = YAML.load_stream("--- 1\n--- 2\n")
p s.class, s.documents, s[1]
p YAML.load_stream("")
n = YAML.parse("--- {a: [1, b]}\n")
p n.class, n.kind, n.type_id
p n.value.keys.map { |k| [k.class, k.value, k.type_id] }
p n.transform
p YAML.parse("--- 1").type_id, YAML.parse("--- 'x'").type_id, YAML.parse("--- !foo x").type_id
p YAML.parse("--- [1]").value.map { |x| x.value }
p YAML.parse("--- [1]").transform
p n.select("/a/*").map { |x| x.transform }
p n["a"].transform
p YAML.detect_implicit("1.5"), YAML.detect_implicit("1.0e+5"), YAML.detect_implicit("abc")
p YAML.detect_implicit("~"), YAML.detect_implicit("1:2"), YAML.detect_implicit("true")
p YAML.tagurize("foo"), YAML.tagurize("!foo"), YAML.tagurize(1)
p YAML.object_maker(Struct.new(:q), {}).class.superclass
o = YAML.object_maker(Object, "a" => 1)
p o.instance_variables
p YAML.load("--- *x").class
p YAML.load("--- &a [*a]").inspect
p YAML.load("a: 1\n<<: {a: 2, b: 3}\nc: 4").sort_by { |k, v| k }
p YAML.load("<<: {a: 2, b: 3}\na: 1").sort_by { |k, v| k }
p YAML.load("- &b {x: 1}\n- <<: *b\n  y: 2\n")[1].sort_by { |k, v| k }
p YAML.load("=: 1\na: 2")
