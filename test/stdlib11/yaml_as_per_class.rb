# yaml_as gives each tagged class its own taguri, taguri= and singleton
# yaml_tag_subclasses? (modules do not get one), as 1.8.7's yaml does.
require 'yaml'
[Object, Array, Hash, String, Integer, Float, Time, Symbol, Range, Struct, Exception].each do |c|
  p [c, c.singleton_methods(false).include?("yaml_tag_subclasses?"),
     c.instance_methods(false).include?("taguri"), c.instance_methods(false).include?("taguri=")]
end
p Module.new.respond_to?(:yaml_tag_subclasses?), Class.new.respond_to?(:yaml_tag_subclasses?)
p 1.method(:taguri).inspect, [].method(:taguri=).inspect
p Array.method(:yaml_tag_subclasses?).arity, Array.yaml_tag_subclasses?
class K; end
class A2 < Array; end
class Tagged; yaml_as "tag:me.org,2001:tagged"; end
class SubTagged < Tagged; end
class Sti; yaml_as "tag:me.org,2001:sti", true; end
class SubSti < Sti; end
p K.new.taguri, A2.new.taguri, [].taguri, 1.taguri, (2**70).taguri, nil.taguri, :s.taguri
p Tagged.new.taguri, SubTagged.new.taguri, Sti.new.taguri, SubSti.new.taguri
p Sti.yaml_tag_subclasses?, SubSti.yaml_tag_subclasses?, K.yaml_tag_subclasses?
x = []; x.taguri = "tag:x"; p x.taguri
puts SubTagged.new.to_yaml, SubSti.new.to_yaml, A2[1].to_yaml
p YAML.load("--- !me.org,2001/tagged\n").class, YAML.load(A2[1].to_yaml).class
class NoSub; yaml_as "tag:me.org,2001:nosub", false; end
class SubNoSub < NoSub; end
class NilSub; yaml_as "tag:me.org,2001:nilsub", nil; end
p NoSub.yaml_tag_subclasses?, SubNoSub.yaml_tag_subclasses?, NilSub.yaml_tag_subclasses?
p SubNoSub.new.taguri
puts SubNoSub.new.to_yaml
p YAML.load(SubNoSub.new.to_yaml).class
