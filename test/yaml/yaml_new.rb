# yaml_new, yaml_initialize and yaml_as subclasses decide how tagged objects are made
require 'yaml'
class Foo; def self.yaml_new(k, t, v); "made #{k} #{t} #{v.inspect}"; end; end
f = YAML.load("--- !ruby/object:Foo\na: 1"); p f.class, f.instance_variables
class Bar; yaml_as "tag:bar.com,2002:bar"; def self.yaml_new(k, t, v); "bar #{k} #{t} #{v.inspect}"; end; end
p YAML.load("--- !bar.com,2002/bar\na: 1")
class Baz; def yaml_initialize(t, v); @got = [t, v]; end; attr_reader :got; end
p YAML.load("--- !ruby/object:Baz\na: 1").got
class Sub < Bar; end
p YAML.load("--- !bar.com,2002/bar:Sub\na: 1")
p Sub.new.to_yaml
