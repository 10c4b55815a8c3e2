# rdoc/ri/ri_descriptions.rb - what ri stores for a class or module and
# for a method (dumped as YAML by the ri generator, read back by ri).
require 'yaml'
require 'rdoc/markup/simple_markup/fragments'
require 'rdoc/markup/simple_markup/to_flow'

module RI

  # something with a name, ordered by it
  class NamedThing
    attr_reader :name

    def initialize(name)
      @name = name
    end

    def <=>(other)
      @name <=> other.name
    end

    def hash
      @name.hash
    end

    def eql?(other)
      other.is_a?(NamedThing) && @name.eql?(other.name)
    end
  end

  class AliasName < NamedThing
  end

  class IncludedModule < NamedThing
  end

  class MethodSummary < NamedThing
  end

  class Attribute < NamedThing
    attr_reader :rw, :comment

    def initialize(name, rw, comment)
      super(name)
      @rw = rw
      @comment = comment
    end
  end

  class Constant < NamedThing
    attr_reader :value, :comment

    def initialize(name, value, comment)
      super(name)
      @value = value
      @comment = comment
    end
  end

  class Description
    attr_accessor :name, :full_name, :comment

    def serialize
      self.to_yaml
    end

    def Description.deserialize(from)
      YAML.load(from)
    end

    def <=>(other)
      @name <=> other.name
    end
  end

  class ModuleDescription < Description
    attr_accessor :class_methods, :instance_methods, :attributes, :constants, :includes

    # the union of this description and another of the same class
    def merge_in(old)
      merge(@class_methods, old.class_methods)
      merge(@instance_methods, old.instance_methods)
      merge(@attributes, old.attributes)
      merge(@constants, old.constants)
      merge(@includes, old.includes)
      if @comment.nil? || @comment.empty?
        @comment = old.comment
      elsif old.comment && !old.comment.empty?
        @comment = old.comment + [SM::Flow::RULE.new] + @comment
      end
    end

    def display_name
      "Module"
    end

    # the superclass of a module: none
    def superclass_string
      nil
    end

    private

    def merge(into, from)
      names = {}
      into.each { |i| names[i.name] = i }
      from.each { |i| names[i.name] = i unless names[i.name] }
      into.replace(names.keys.sort.map { |n| names[n] })
    end
  end

  class ClassDescription < ModuleDescription
    attr_accessor :superclass

    def display_name
      "Class"
    end

    def superclass_string
      if @superclass && @superclass != "Object"
        @superclass
      else
        nil
      end
    end
  end

  class MethodDescription < Description
    attr_accessor :is_class_method, :visibility, :block_params, :is_singleton,
                  :aliases, :is_alias_for, :params
  end
end
