# yaml/tag.rb - classes declare the taguri they are dumped and loaded as.

module YAML
  @@tagged_classes = {}

  # Every registered taguri with its class.
  def self.tagged_classes
    @@tagged_classes
  end

  # "tag:DOMAIN,DATE:type", the taguri of a type in a domain.
  def self.tag_class(tag, cls)
    if @@tagged_classes.has_key?(tag)
      warn "class #{@@tagged_classes[tag]} held ownership of the #{tag} tag"
    end
    @@tagged_classes[tag] = cls
  end

  # The class of a taguri, for subtypes "tag:...:type:Name" the named class.
  def self.read_type_class(type, obj_class)
    parts = type.split(":")
    if parts.length > 3
      name = parts[3..-1].join(":")
      obj_class = name.split("::").inject(::Object) do |m, c|
        raise YAML::TypeError, "Invalid type name #{name}" unless m.const_defined?(c)
        m.const_get(c)
      end
      type = parts[0, 3].join(":")
    end
    [type, obj_class]
  end
end

class Module
  # Registers this class for taguri tag; a false sti dumps subclasses
  # under the same tag (no ":Name").  As in 1.8.7 the class gets its own
  # taguri, taguri= and singleton yaml_tag_subclasses? (which answers sti).
  def yaml_as(tag, sti = true)
    @taguri = tag
    YAML.tag_class(tag, self)
    (class << self; self; end).send(:define_method, :yaml_tag_subclasses?) { || sti ? true : false }
    return if instance_methods(false).include?("taguri")  # a second tag
    class_eval do
      attr_writer :taguri
      def taguri
        YAML.taguri_of(self)
      end
    end
  end

  def yaml_tag_class_name
    self.name.to_s
  end

  def yaml_tag_read_class(name)
    name
  end
end

module YAML
  # The taguri of obj: its own, else its class's tag, with ":Name" for a
  # subclass of a class that tags subclasses.
  def self.taguri_of(obj)
    own = obj.instance_variable_defined?(:@taguri) && obj.instance_variable_get(:@taguri)
    return own if own
    klass = obj.class
    tagged = klass
    tagged = tagged.superclass while tagged && !tagged.instance_variable_defined?(:@taguri)
    return nil unless tagged
    tag = tagged.instance_variable_get(:@taguri)
    if tagged != klass && tagged.yaml_tag_subclasses?
      tag = "#{tag}:#{klass.yaml_tag_class_name}"
    end
    tag
  end
end
