# rdoc/ri/ri_cache.rb - the classes and methods of ri directories, read
# from the folder tree (a folder a class, a -c.yaml or -i.yaml file a
# method) in the order the directory gives them.
module RI

  class ClassEntry
    attr_reader :name, :path_names

    def initialize(path_name, name, in_class)
      @path_names = [path_name]
      @name = name
      @in_class = in_class
      @class_methods = []
      @instance_methods = []
      @inferior_classes = []
    end

    def add_path(path)
      @path_names << path
    end

    # the classes and methods under dir
    def load_from(dir)
      Dir.entries(dir).each { |name|
        next if name =~ /\A\./
        full_name = File.join(dir, name)
        if File.directory?(full_name)
          inf_class = @inferior_classes.find { |c| c.name == name }
          if inf_class
            inf_class.add_path(full_name)
          else
            inf_class = ClassEntry.new(full_name, name, self)
            @inferior_classes << inf_class
          end
          inf_class.load_from(full_name)
        elsif name =~ /\A(.*)-([ci])\.yaml\z/
          method_name = RiWriter.external_to_internal($1)
          is_class_method = $2 == "c"
          meth = MethodEntry.new(full_name, method_name, is_class_method, self)
          (is_class_method ? @class_methods : @instance_methods) << meth
        end
      }
    end

    # the classes directly inside whose names hold name
    def contained_modules_matching(name)
      @inferior_classes.find_all { |c| c.name.include?(name) }
    end

    def classes_and_modules
      @inferior_classes
    end

    # every class below this one
    def all_classes
      @inferior_classes.map { |c| [c] + c.all_classes }.flatten
    end

    # the methods whose names hold name (class, instance or both)
    def methods_matching(name, is_class_method)
      list = case is_class_method
             when nil then @class_methods + @instance_methods
             when true then @class_methods
             else @instance_methods
             end
      list.find_all { |m| m.name.include?(name) }
    end

    def all_method_names
      res = @class_methods.map { |m| m.full_name }
      @instance_methods.each { |m| res << m.full_name }
      res
    end

    def full_name
      res = @in_class.full_name
      res << "::" unless res.empty?
      res << @name
    end

    # the names of this class, its methods and those of the classes in it
    def all_names
      [full_name] + all_method_names + @inferior_classes.map { |c| c.all_names }.flatten
    end

    def module_named(name)
      @inferior_classes.find { |c| c.name == name }
    end
  end

  class TopLevelEntry < ClassEntry
    def methods_matching(name, is_class_method)
      all_classes.map { |c| c.methods_matching(name, is_class_method) }.flatten
    end

    def full_name
      ""
    end

    def all_names
      @inferior_classes.map { |c| c.all_names }.flatten
    end

    def module_named(name)
      @inferior_classes.find { |c| c.name == name }
    end
  end

  class MethodEntry
    attr_reader :name, :path_name

    def initialize(path_name, name, is_class_method, in_class)
      @path_name = path_name
      @name = name
      @is_class_method = is_class_method
      @in_class = in_class
    end

    def full_name
      @in_class.full_name + (@is_class_method ? "::" : "#") + @name
    end
  end

  # the tree of every class and method in dirs
  class RiCache
    attr_reader :toplevel

    def initialize(dirs)
      @toplevel = TopLevelEntry.new("", "::", nil)
      dirs.each { |dir| @toplevel.load_from(dir) }
    end
  end
end
