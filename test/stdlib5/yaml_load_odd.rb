# yaml: load of odd documents (tags, scalar styles, flow, anchors, errors)
require 'yaml'
docs = [
"a: 1\nb:\n  - x\n  - y\nc:\n  d: e\n",
"- - 1\n  - 2\n- - 3\n",
"- a: 1\n  b: 2\n- c: 3\n",
"? complex key\n: value\n",
"? - a\n  - b\n: v\n",
"--- !ruby/sym foo\n",
"--- !ruby/array:Array [1, 2]\n",
"--- !str 123\n",
"--- !float 1\n",
"--- !int '7'\n",
"--- !null ''\n",
"--- !!str 5\n",
"--- !seq\n- 1\n",
"--- !map {a: 1}\n",
"--- !set {a, b}\n",
"--- !omap\n- a: 1\n- b: 2\n",
"--- !pairs\n- a: 1\n- a: 2\n",
"--- !timestamp 2001-02-03\n",
"--- 2001-02-03T04:05:06.5Z\n",
"--- 2001-02-03 04:05:06.5 -5\n",
"--- 1.5e+3\n",
"--- -.inf\n",
"--- 0b101\n",
"--- 1:2:3\n",
"--- 190:20:30.15\n",
"--- +12\n",
"--- 0.\n",
"--- \"\\x41\\u263A\\N\\_\\L\\P\\e\\0\"\n",
"--- 'single ''quoted'' \n  folded'\n",
"--- >\n  folded\n  text\n\n  para\n",
"--- |2\n   indented\n  text\n",
"--- >-\n  a\n  b\n",
"--- |\n  trailing\n\n\n",
"a: &anc\n  x: 1\nb: *anc\n",
"a: *undefined\n",
"- [a, [b, c], {d: e}]\n",
"{a: 1, b: [2, 3], c: {d: 4}}\n",
"{a, b}\n",
"a: b: c\n",
"a:\n- 1\n- 2\n",
"  - indented\n  - list\n",
"---\n...\n",
"--- \n",
"# only comment\n---\n",
"a: 1 # comment\nb: '#not'\n",
"%YAML:1.0\n--- x\n",
"--- >\n\n  leading blank\n",
"- \n- ~\n- null\n- Null\n",
"- y\n- n\n- Y\n- N\n- TRUE\n- False\n",
"key with spaces: value with spaces\n",
"\"quoted key\": 1\n",
"'sq key': 2\n",
"a: [1,2\n",
"a: 'unterminated\n",
"- a\n -b\n",
"--- !ruby/object:Object\nfoo: bar\n",
"--- !ruby/struct:Point\nx: 1\n",
"--- !ruby/exception:RuntimeError\nmessage: boom\n",
"--- !ruby/range 1..5\n",
"--- !ruby/regexp /ab/x\n",
"--- !ruby/object:BigDecimal 1.5\n",
"--- :\"quoted sym\"\n",
"--- !!binary |\n  aGVsbG8=\n",
"--- 12345678901234567890\n",
"--- -0x1A\n",
"--- 1_000.5\n",
"--- 2001-13-45\n",
"--- .5\n",
"a: 1\na: 2\n",
"- &x 1\n- *x\n- &x 2\n- *x\n",
"--- |-\n\n",
"--- ''\n",
"--- \"\"\n",
"- - - deep\n",
"a:\n  b:\n    c:\n      d: deep\n",
]
docs.each_with_index do |d, i|
  r = begin
    v = YAML.load(d)
    # an object's ivars sorted: their order follows symbol numbers, which
    # depend on the names the library interned while loading
    if v.is_a?(YAML::Object) || v.is_a?(YAML::PrivateType)
      "#<#{v.class} " + v.instance_variables.sort.map { |n| "#{n}=#{v.instance_variable_get(n).inspect}" }.join(", ") + ">"
    else
      v.inspect.gsub(/0x[0-9a-f]+/, "X")
    end
  rescue Exception => e
    "#{e.class}: #{e.message}"
  end
  puts "#{i}: #{d.inspect} => #{r}"
end
