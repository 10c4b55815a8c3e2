# YAML.parse and friends: the node trees of YAML::Syck with yaml loaded
require "helper"
require "yaml"
show("syck loaded") { $".include?("syck.so") }
doc = YAML.parse("name: x\nlist: [1, 2.5, ~, true]\nnested: {k: v}\ntagged: !str 12\nlit: |\n  a\n  b\n")
show("parse") { [doc.class, doc.kind, doc.type_id] }
show("value keys") { doc.value.keys.map { |k| k.value }.sort }
show("node of") { doc.value.map { |k, v| [k.value, v.class, v.kind, v.type_id] }.sort }
show("list") { l = doc.value.find { |k, v| k.value == "list" }[1]; l.value.map { |n| [n.type_id, n.value] } }
show("transform") { doc.transform.sort }
show("select") { doc.select("/list/*").map { |n| n.transform } }
show("search") { doc.search("/nested/k") }
show("[]") { [doc["name"].value, doc["list"][1].value] }
show("parse scalar") { s = YAML.parse("--- 42\n"); [s.kind, s.type_id, s.value, s.transform] }
show("parse seq") { s = YAML.parse("- a\n- !float 3\n"); [s.kind, s.value.map { |n| n.type_id }, s.transform] }
show("parse empty") { YAML.parse("") }
show("parse anchor") { s = YAML.parse("a: &x [1]\nb: *x\n"); s.transform.sort }
show("parse_documents") { r = []; YAML.parse_documents("--- 1\n--- [a, b]\n") { |d| r << [d.kind, d.transform] }; r }
show("each_node") { r = []; YAML.each_node("--- a\n--- b\n") { |d| r << d.value }; r }
show("generic_parser") { YAML.generic_parser.load("x: 1").class }
show("parser") { [YAML.parser.class, YAML.parser.resolver.equal?(YAML::Syck::DefaultResolver)] }
show("emitter") { YAML.emitter.class }
show("node to_yaml") { YAML.parse("a: [1, 2]\n").transform.to_yaml }
class Pt
  def initialize(x, y); @x, @y = x, y; end
  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map("tag:example.com,2002:pt") { |m| m.add("x", @x); m.add("y", @y) }
    end
  end
end
show("custom emit") { Pt.new(1, 2).to_yaml }
show("custom seq") { o = Object.new; def o.to_yaml(opts = {}); YAML.quick_emit(self, opts) { |out| out.seq("tag:yaml.org,2002:seq", :inline) { |s| s.add(1); s.add("b") } }; end; o.to_yaml }
show("custom scalar") { o = Object.new; def o.to_yaml(opts = {}); YAML.quick_emit(self, opts) { |out| out.scalar("tag:yaml.org,2002:str", "hi there", :quote2) }; end; o.to_yaml }
show("domain load") { x = YAML.load("--- !example.com,2002/pt {x: 1}\n"); [x.class, x.domain, x.type_id, x.value] }
show("private load") { x = YAML.load("--- !!thing 5\n"); [x.class, x.type_id, x.value] }
show("object load") { x = YAML.load("--- !ruby/object:NoSuchClass\na: 1\n"); [x.class, x.ivars] }
show("add_domain_type") { YAML.add_domain_type("example.com,2002", "pt") { |t, v| [t, v] }; YAML.load("--- !example.com,2002/pt {x: 1}\n") }
show("detect_implicit") { YAML.detect_implicit("0.5") }
show("tagurize") { %w(foo tag:x tag:a,2000:b tag:a.com,2000:b a.com,2000/b a.com/b x-private: tag: a,b tag:a, tag:,x foo/bar/baz a.b/c tag:a,2000 tag:a,2000: x-priv x-private:q/r tag:a:b tag:,2000:b tag:a,b,c:d /x a/ a,b/c !a/b !! ! tag:a/b a:b/c tag:yaml.org,2002:x/y).map { |s| YAML.tagurize(s) } }
