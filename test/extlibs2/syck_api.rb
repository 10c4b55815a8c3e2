# require "syck" alone: the YAML::Syck classes and the value classes
require "helper"
before = Object.constants
require "syck"
show("features") { $".include?("syck.so") }
show("new constants") { (Object.constants - before).include?("YAML") }
# (this interpreter's parser and emitter add constants of their own)
show("YAML constants") { %w(DomainType Object PrivateType Syck) - YAML.constants }
show("Syck constants") { %w(BadAlias DefaultKey DefaultResolver Emitter GenericResolver Map MergeKey Node Out Parser Resolver Scalar Seq VERSION) - YAML::Syck.constants }
show("version") { YAML::Syck::VERSION }
%w(Node Scalar Seq Map Parser Emitter Resolver Out BadAlias).each do |c|
  k = YAML::Syck.const_get(c)
  show(c) { [k.superclass, (%w(add kind load load_documents value type_id transform node_import detect_implicit tagurize map seq scalar name bufsize input options resolver set_resolver) & k.instance_methods).sort] }
end
show("resolvers") { [YAML::Syck::DefaultResolver.class, YAML::Syck::GenericResolver.class] }
show("parser defaults") { pa = YAML::Syck::Parser.new; [pa.bufsize, pa.input, pa.resolver, pa.options] }
show("parser options") { YAML::Syck::Parser.new(:Model => :Generic).options }
show("parser bad options") { YAML::Syck::Parser.new(1) }
show("parser set_resolver") { YAML::Syck::Parser.new.set_resolver(YAML::Syck::GenericResolver).class }
show("parser accessors") { pa = YAML::Syck::Parser.new; pa.input = :bytecode; pa.bufsize = 9; [pa.input, pa.bufsize] }
show("load") { YAML::Syck::Parser.new.load("a: [1, 2]\nb: !str 3\nc: 1.5\nd: ~\ne: yes\n").sort_by { |k, v| k } }
show("load io") { require "stringio"; YAML::Syck::Parser.new.load(StringIO.new("- x\n- y\n")) }
show("load empty") { YAML::Syck::Parser.new.load("") }
show("load_documents") { r = []; YAML::Syck::Parser.new.load_documents("--- 1\n--- [a]\n--- {b: c}\n") { |d| r << d }; r }
g = YAML::Syck::Parser.new
g.resolver = YAML::Syck::GenericResolver
n = g.load("a: [1, two]\nb: !str 3\nc: 'q'\n")
show("generic") { [n.class, n.kind, n.type_id] }
show("generic keys") { n.value.keys.map { |k| [k.class, k.kind.to_s, k.type_id, k.value] }.sort }
show("generic a") { a = n.value.find { |k, v| k.value == "a" }[1]; [a.class, a.kind, a.type_id, a.value.map { |x| [x.type_id, x.value] }] }
show("generic b") { n.value.find { |k, v| k.value == "b" }[1].type_id }
show("generic c") { n.value.find { |k, v| k.value == "c" }[1].type_id }
show("transform") { n.transform.sort_by { |k, v| k } }
show("scalar new") { s = YAML::Syck::Scalar.new("tag:yaml.org,2002:int", "12", :plain); [s.kind, s.type_id, s.value, s.transform] }
show("seq new") { s = YAML::Syck::Seq.new(nil, [], nil); s.add(YAML::Syck::Scalar.new(nil, "x", nil)); [s.kind, s.value.size, s.transform] }
show("scalar alloc") { s = YAML::Syck::Scalar.allocate; [s.kind, s.value, s.type_id] }
show("scalar set") { s = YAML::Syck::Scalar.new(nil, "a", nil); s.value = "b"; s.type_id = "tag:yaml.org,2002:str"; [s.value, s.type_id] }
show("implicit") { %w(123 1.5 abc ~ true 2001-01-01 0x1f :sym -7 1e3 .inf 0o7 2001-01-01t10:00:00Z).map { |s| YAML::Syck::DefaultResolver.detect_implicit(s) } }
show("tags") { YAML::Syck::DefaultResolver.tags.size }
show("resolver new") { YAML::Syck::Resolver.new.tags }
show("private type") { x = YAML::PrivateType.new("foo", [1]); [x.type_id, x.value, x.instance_variables.sort] }
show("private type args") { YAML::PrivateType.new("foo") }
show("domain type") { x = YAML::DomainType.new("d.com,2000", "t", 2); x.domain = "e"; [x.domain, x.type_id, x.value] }
show("object") { x = YAML::Object.new("Foo", {"a" => 1}); [x.class, x.ivars] }
show("object yaml_initialize") { x = YAML::Object.allocate; r = x.yaml_initialize("tag:x", {"a" => 1}); [r.equal?(x), x.class, x.ivars] }
show("object private") { YAML::Object.private_instance_methods(false) }
show("bad alias") { b = YAML::Syck::BadAlias.new("x"); [b.name, b <=> YAML::Syck::BadAlias.new("y")] }
show("keys") { [YAML::Syck::MergeKey.new.class, YAML::Syck::DefaultKey.new.class] }
show("emitter") { YAML::Syck::Emitter.new.class }
show("emit") { YAML::Syck::Emitter.instance_methods.include?("emit") }
