# rdoc/generators/ri_generator.rb - writes what rdoc found as ri data:
# one YAML description a class or module and one a method, into the
# output directory (see RI::RiWriter).
require 'rdoc/ri/ri_descriptions'
require 'rdoc/ri/ri_writer'
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_flow'

module Generators

  class RIGenerator

    def RIGenerator.for(options)
      new(options)
    end

    class << self
      protected :new
    end

    def initialize(options)
      @options = options
      @ri_writer = RI::RiWriter.new(".")   # rdoc runs it in the output directory
      @markup = SM::SimpleMarkup.new
      @to_flow = SM::ToFlow.new
    end

    def generate(toplevels)
      RDoc::TopLevel.all_classes_and_modules.each { |cls| process_class(cls) }
    end

    def process_class(from_class)
      generate_class_info(from_class)
      from_class.each_classmodule { |mod| process_class(mod) }
    end

    def generate_class_info(cls)
      cls_desc = RI::ClassDescription.new
      cls_desc.superclass = cls.is_module? ? nil : cls.superclass
      cls_desc.name = cls.name
      cls_desc.full_name = cls.full_name
      cls_desc.comment = markup(cls.comment)
      cls_desc.attributes = cls.attributes.sort.map { |a| RI::Attribute.new(a.name, a.rw, markup(a.comment)) }
      cls_desc.constants = cls.constants.map { |c| RI::Constant.new(c.name, c.value, markup(c.comment)) }
      cls_desc.includes = cls.includes.map { |i| RI::IncludedModule.new(i.name) }
      class_methods, instance_methods = method_list(cls)
      cls_desc.class_methods = class_methods.map { |m| RI::MethodSummary.new(m.name) }
      cls_desc.instance_methods = instance_methods.map { |m| RI::MethodSummary.new(m.name) }
      update_or_replace(cls_desc)
      class_methods.each { |m| generate_method_info(cls_desc, m) }
      instance_methods.each { |m| generate_method_info(cls_desc, m) }
    end

    def generate_method_info(cls_desc, method)
      meth_desc = RI::MethodDescription.new
      meth_desc.name = method.name
      meth_desc.full_name = cls_desc.full_name + (method.singleton ? "::" : "#") + method.name
      meth_desc.is_singleton = method.singleton
      meth_desc.visibility = method.visibility.to_s
      meth_desc.block_params = method.block_params
      meth_desc.comment = markup(method.comment)
      meth_desc.params = params_of(method)
      meth_desc.aliases = method.aliases.map { |a| RI::AliasName.new(a.name) }
      @ri_writer.add_method(cls_desc, meth_desc)
    end

    private

    # the public (or protected) class and instance methods, by name
    def method_list(cls)
      list = cls.method_list
      list = list.find_all { |m| m.visibility == :public || m.visibility == :protected || m.force_documentation } unless @options.show_all
      list.sort.partition { |m| m.singleton }   # (sorted whole, then split, as 1.0)
    end

    def params_of(method)
      return method.call_seq if method.call_seq
      method.param_seq
    end

    # a comment as SM::Flow, nil when empty
    def markup(comment)
      return nil if comment.nil? || comment.empty?
      text = comment.gsub(/^\s*#/, "")
      @markup.convert(text, @to_flow)
    end

    def update_or_replace(cls_desc)
      old_cls = nil
      if @options.merge
        rdr = RI::RiReader.new(RI::RiCache.new(@options.op_dir))
        namespace = rdr.top_level_namespace
        namespace = rdr.lookup_namespace_in(cls_desc.name, namespace)
        old_cls = rdr.get_class(namespace[0]) unless namespace.empty?
      end
      if old_cls
        old_cls.merge_in(cls_desc)
        cls_desc = old_cls
      else
        @ri_writer.remove_class(cls_desc)
      end
      @ri_writer.add_class(cls_desc)
    end
  end
end
