# add_domain_type, add_private_type, add_builtin_type, add_ruby_type, yaml_as; the resolver table
require 'yaml'
YAML.add_domain_type("x.com,2002", "foo") { |t, v| [:foo, t, v] }
YAML.add_private_type("bar") { |t, v| [:bar, t, v] }
YAML.add_builtin_type("baz") { |t, v| [:baz, t, v] }
YAML.add_ruby_type("qux") { |t, v| [:qux, t, v] }
YAML.add_domain_type("x.com,2002", /^re/) { |t, v| [:re, t, v] } rescue p $!
YAML.add_domain_type("y.com,2002", "*") { |t, v| [:star, t, v] } rescue p $!
["--- !x.com,2002/foo 1", "--- !!bar 2", "--- !baz 3", "--- !ruby/qux 4", "--- !x.com,2002/regex 5", "--- !y.com,2002/anything 6", "--- !x.com,2002/foo [1, 2]", "--- !!bar {a: b}"].each { |s| v = YAML.load(s); p(v.is_a?(YAML::DomainType) ? [v.class, v.domain, v.type_id, v.value] : v) }
p YAML.resolver.tags.keys.sort rescue p $!
class Cust; yaml_as "tag:x.com,2002:cust"; attr_accessor :a; end
p YAML.load("--- !x.com,2002/cust\na: 1").a
c = Cust.new; c.a = 2; p c.to_yaml
p YAML.tagged_classes["tag:x.com,2002:cust"]
class Cust2; def self.yaml_tag_subclasses?; false; end; end rescue p $!
p YAML.load("--- !x.com,2002/foo:Sub 7") rescue p $!
