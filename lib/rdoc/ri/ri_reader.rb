# rdoc/ri/ri_reader.rb - looks classes and methods up in an RiCache and
# loads their descriptions.
require 'rdoc/ri/ri_descriptions'
require 'rdoc/ri/ri_writer'
require 'rdoc/markup/simple_markup/to_flow'

module RI
  class RiReader

    def initialize(ri_cache)
      @cache = ri_cache
    end

    def top_level_namespace
      [@cache.toplevel]
    end

    def lookup_namespace_in(target, namespaces)
      namespaces.map { |ns| ns.contained_modules_matching(target) }.flatten
    end

    def find_class_by_name(full_name)
      names = full_name.split(/::/)
      ns = @cache.toplevel
      names.each { |n|
        ns = ns.module_named(n)
        return nil unless ns
      }
      get_class(ns)
    end

    def find_methods(name, is_class_method, namespaces)
      namespaces.map { |ns| ns.methods_matching(name, is_class_method) }.flatten
    end

    # every class in the cache (for a method asked without its class)
    def all_namespaces
      @cache.toplevel.all_classes
    end

    def get_method(method_entry)
      File.open(method_entry.path_name) { |f| RI::Description.deserialize(f) }
    end

    # a class's description, merged from every directory that has one
    def get_class(class_entry)
      result = nil
      class_entry.path_names.each { |path|
        path = RiWriter.class_desc_path(path, class_entry)
        desc = File.open(path) { |f| RI::Description.deserialize(f) } rescue next
        if result
          result.merge_in(desc)
        else
          result = desc
        end
      }
      result
    end

    def full_class_names
      res = []
      find_classes_in(res, @cache.toplevel)
    end

    def all_names
      @cache.toplevel.all_names.flatten
    end

    private

    def find_classes_in(res, klass)
      klass.classes_and_modules.each { |c|
        res << c.full_name
        find_classes_in(res, c)
      }
      res
    end
  end
end
