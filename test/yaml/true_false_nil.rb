# true, false and nil to YAML (one table in yaml/rubytypes.rb): their
# text, tags, round trip, arity and argument count.
require 'yaml'
[true, false, nil, [true, nil, false]].each { |v| p v.to_yaml; p YAML.load(v.to_yaml) }
p [true.taguri, false.taguri, nil.taguri]
p TrueClass.instance_method(:to_yaml).arity
p YAML.tagged_classes.select { |k, v| [TrueClass, FalseClass, NilClass].include?(v) }.sort
begin; true.to_yaml(1, 2); rescue ArgumentError => e; p e.message; end
p YAML.load("--- !!bool#yes true\n").type_id, YAML.load("--- !yaml.org,2002:null x\n").value
