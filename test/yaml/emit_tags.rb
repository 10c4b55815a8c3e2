# quick_emit by hand: which type_ids are written as tags, styles given to out.seq/out.scalar
require 'yaml'
class A; def initialize(t); @t = t; end; def to_yaml(opts = {}); YAML.quick_emit(self.object_id, opts) { |out| out.map(@t) { |m| m.add("a", 1) } }; end; end
["!foo", "foo", "x-private:bar", "tag:yaml.org,2002:map", "tag:yaml.org,2002:str", "tag:ruby.yaml.org,2002:object:A", "tag:x.com,2002:y", "tag:yaml.org,2002:int", nil, ""].each { |t| p((A.new(t).to_yaml rescue $!)) }
class B; def initialize(t); @t = t; end; def to_yaml(opts = {}); YAML.quick_emit(nil, opts) { |out| out.scalar(@t, "val") }; end; end
["!foo", "foo", "x-private:bar", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", nil, "tag:yaml.org,2002:binary", "tag:yaml.org,2002:null"].each { |t| p((B.new(t).to_yaml rescue $!)) }
class C; def to_yaml(opts = {}); YAML.quick_emit(nil, opts) { |out| out.scalar("tag:yaml.org,2002:str", "1", :plain) }; end; end
p C.new.to_yaml
class D; def to_yaml(opts = {}); YAML.quick_emit(nil, opts) { |out| out.seq("tag:yaml.org,2002:seq", :inline) { |s| s.add(1); s.add("a") } }; end; end
p D.new.to_yaml, [D.new].to_yaml
class E; def to_yaml(opts = {}); YAML.quick_emit(nil, opts) { |out| out.scalar(nil, "abc", :quote1) }; end; end
p E.new.to_yaml
