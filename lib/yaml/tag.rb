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
  # Registers this class for taguri tag; sti = true dumps subclasses
  # under the same tag.
  def yaml_as(tag, sti = false)
    @taguri = tag
    @yaml_sti = sti
    YAML.tag_class(tag, self)
  end

  # Subclasses are tagged "base:Name" unless yaml_as was given sti = true.
  def yaml_tag_subclasses?
    !(instance_variable_defined?(:@yaml_sti) && @yaml_sti)
  end

  def yaml_tag_class_name
    self.name.to_s
  end

  def yaml_tag_read_class(name)
    name
  end
end

class Object
  # The taguri of this object: the class's tag, with ":Name" for a subclass.
  def taguri
    return @taguri if instance_variable_defined?(:@taguri) && @taguri
    klass = self.class
    tagged = klass
    tagged = tagged.superclass while tagged && !tagged.instance_variable_defined?(:@taguri)
    return nil unless tagged
    tag = tagged.instance_variable_get(:@taguri)
    if tagged != klass && tagged.yaml_tag_subclasses?
      tag = "#{tag}:#{klass.yaml_tag_class_name}"
    end
    tag
  end

  def taguri=(t)
    @taguri = t
  end
end
