# rdoc/code_objects.rb - what a parse finds: files (TopLevel), classes and
# modules (Context subclasses), methods, aliases, attributes, constants,
# requires and includes, each with its comment.
require 'rdoc/tokenstream'

module RDoc

  # anything documented: its parent, comment and the :nodoc:/:doc:
  # modifiers that decide whether it is shown
  class CodeObject
    attr_accessor :parent, :section, :viewer
    attr_reader :comment, :document_self, :document_children, :done_documenting
    attr_accessor :force_documentation

    def initialize
      @document_self = true
      @document_children = true
      @force_documentation = false
      @done_documenting = false
      @comment = ""
    end

    def comment=(comment)
      @comment = comment unless comment.nil? || comment.empty?
    end

    def document_self=(val)
      @document_self = val
      remove_methods_etc unless val
    end

    def document_children=(val)
      @document_children = val
      remove_classes_and_modules unless val
    end

    def done_documenting=(val)
      @done_documenting = val
      @document_self = val
      @document_children = val
    end

    def start_doc
      @document_self = true
      @document_children = true
    end

    def stop_doc
      @document_self = false
      @document_children = false
    end

    def remove_classes_and_modules
    end

    def remove_methods_etc
    end

    # the modifier directives of a comment line: :nodoc: (with "all"),
    # :doc:, :notnew:
    def self.attr_overridable(name, *aliases)
      attr_accessor name
      aliases.each { |a| alias_method a, name; alias_method "#{a}=", "#{name}=" }
    end
  end

  # a file's or a class's contents
  class Context < CodeObject
    attr_reader :name, :method_list, :attributes, :aliases, :requires, :includes, :constants
    attr_reader :sections
    attr_accessor :visibility, :in_files

    # a part of a context begun by a :section: directive
    class Section
      attr_reader :title, :comment, :sequence

      @@sequence = "SEC00000"

      def initialize(title, comment)
        @title = title
        @@sequence.succ!
        @sequence = @@sequence.dup
        @comment = comment
      end

      def set_comment(comment)
        @comment = comment
      end
    end

    def initialize
      super
      @in_files = []
      @name ||= "unknown"
      @comment ||= ""
      @parent = nil
      @visibility = :public
      @current_section = Section.new(nil, nil)
      @sections = [@current_section]
      initialize_methods_etc
      initialize_classes_and_modules
    end

    def initialize_classes_and_modules
      @classes = {}
      @modules = {}
    end

    def initialize_methods_etc
      @method_list = []
      @attributes = []
      @aliases = []
      @requires = []
      @includes = []
      @constants = []
    end

    def remove_classes_and_modules
      initialize_classes_and_modules
    end

    def remove_methods_etc
      initialize_methods_etc
    end

    def classes
      @classes.values
    end

    def modules
      @modules.values
    end

    def ongoing_visibility=(vis)
      @visibility = vis
    end

    # methods from now on given visibility vis; with names, only those
    def set_visibility_for(methods, vis, singleton = false)
      @method_list.each { |m|
        m.visibility = vis if methods.include?(m.name) && m.singleton == singleton
      }
    end

    def record_location(toplevel)
      @in_files << toplevel unless @in_files.include?(toplevel)
    end

    def add_class(class_type, name, superclass)
      add_class_or_module(@classes, class_type, name, superclass)
    end

    def add_module(class_type, name)
      add_class_or_module(@modules, class_type, name, nil)
    end

    def add_method(a_method)
      a_method.visibility = @visibility if a_method.visibility.nil?
      add_to(@method_list, a_method)
    end

    def add_attribute(attribute)
      add_to(@attributes, attribute)
    end

    def add_alias(an_alias)
      meth = find_instance_method_named(an_alias.old_name)
      if meth
        new_meth = AnyMethod.new(an_alias.text, an_alias.new_name)
        new_meth.is_alias_for = meth
        new_meth.singleton = meth.singleton
        new_meth.params = meth.params
        new_meth.visibility = @visibility   # where the alias is, not the method's
        new_meth.comment = "Alias for #{meth.singleton ? '::' : '#'}#{meth.name}"   # the alias's own comment is not kept
        meth.add_alias(new_meth)
        add_method(new_meth)
      else
        add_to(@aliases, an_alias)
      end
    end

    def add_include(an_include)
      add_to(@includes, an_include)
    end

    def add_constant(const)
      add_to(@constants, const)
    end

    def add_require(a_require)
      add_to(@requires, a_require)
    end

    def add_to(array, thing)
      array << thing if @document_self && !@done_documenting
      thing.parent = self
      thing.section = @current_section
    end

    def set_current_section(title, comment)
      @current_section = Section.new(title, comment)
      @sections << @current_section
      @current_section
    end

    def each_classmodule(&block)
      (@modules.values + @classes.values).each(&block)
    end

    def each_method(&block)
      @method_list.each(&block)
    end

    def each_attribute(&block)
      @attributes.each(&block)
    end

    def each_constant(&block)
      @constants.each(&block)
    end

    def find_module_named(name)
      return self if self.name == name
      @classes[name] || @modules[name] || (@parent && @parent.find_module_named(name))
    end

    def find_local_symbol(symbol)
      @method_list.find { |m| m.name == symbol } ||
        @constants.find { |c| c.name == symbol } ||
        @attributes.find { |a| a.name == symbol } ||
        @classes[symbol] || @modules[symbol]
    end

    def find_instance_method_named(name)
      @method_list.find { |m| m.name == name && !m.singleton }
    end

    # a class, module, method or constant by (possibly qualified) name
    def find_symbol(symbol, method = nil)
      result = nil
      case symbol
      when /\A::(.*)/
        result = toplevel.find_symbol($1)
      when /::/
        modules = symbol.split(/::/)
        result = find_module_named(modules.shift)
        modules.each { |m| result = result && result.find_module_named(m) }
      else
        result = find_local_symbol(symbol) || (@parent && @parent.find_symbol(symbol))
      end
      result = result.find_local_symbol(method) if result && method
      result
    end

    def toplevel
      p = self
      p = p.parent while p.parent
      p
    end

    def <=>(other)
      name <=> other.name
    end

    private

    def add_class_or_module(collection, class_type, name, superclass)
      cls = collection[name]
      if cls
        cls.superclass = superclass if superclass && cls.respond_to?(:superclass=) && !cls.superclass
      else
        cls = class_type.new(name, superclass)
        collection[name] = cls unless @done_documenting
      end
      cls.parent = self
      cls.section = @current_section
      cls
    end
  end

  # a file: the top of what was parsed from it
  class TopLevel < Context
    attr_accessor :file_stat, :file_relative_name, :file_absolute_name, :diagram

    @@all_classes = {}
    @@all_modules = {}

    def self.reset
      @@all_classes = {}
      @@all_modules = {}
    end

    def initialize(file_name)
      super()
      @name = "TopLevel"
      @file_relative_name = file_name
      @file_absolute_name = file_name
      @file_stat = File.stat(file_name) rescue nil
      @diagram = nil
    end

    def full_name
      nil
    end

    # classes and modules are known across files
    def add_class_or_module(collection, class_type, name, superclass)
      all = class_type == NormalModule ? @@all_modules : @@all_classes
      cls = all[name]
      if cls
        cls.superclass = superclass if superclass && cls.respond_to?(:superclass=) && !cls.superclass
        collection[name] = cls
      else
        cls = super
        all[name] = cls
      end
      cls.parent = self
      cls
    end

    def self.all_classes_and_modules
      @@all_classes.values + @@all_modules.values
    end

    # every class and module, those inside others too
    def self.every_class_and_module
      res = []
      walk = lambda { |c|
        next if res.include?(c)
        res << c
        c.each_classmodule { |inner| walk.call(inner) }
      }
      all_classes_and_modules.each { |c| walk.call(c) }
      res
    end

    def self.find_class_named(name)
      @@all_classes.each_value { |c| res = c.find_class_named(name); return res if res }
      nil
    end

    # (a class or module first, as rdoc 1.0)
    def find_local_symbol(symbol)
      @@all_classes[symbol] || @@all_modules[symbol] || super
    end

    def find_module_named(name)
      find_class_or_module_named(name) || find_enclosing_module_named(name)
    end

    def find_class_or_module_named(name)
      @@all_classes[name] || @@all_modules[name]
    end

    def find_enclosing_module_named(name)
      nil
    end

    def parent=(p)
    end
  end

  # a class or module
  class ClassModule < Context
    attr_accessor :diagram

    def initialize(name, superclass = nil)
      @name = name
      @diagram = nil
      @superclass = superclass
      @comment = ""
      super()
    end

    def full_name
      if @parent && @parent.full_name
        @parent.full_name + "::" + @name
      else
        @name
      end
    end

    def http_url(prefix)
      path = full_name.split("::")
      File.join(prefix, *path) + ".html"
    end

    def is_module?
      false
    end

    def superclass
      raise NoMethodError, "#{full_name} is a module" if is_module?
      @superclass
    end

    def superclass=(superclass)
      raise NoMethodError, "#{full_name} is a module" if is_module?
      @superclass = superclass if @superclass.nil? || @superclass == "Object"
    end

    def find_class_named(name)
      return self if full_name == name
      @classes.each_value { |c| res = c.find_class_named(name); return res if res }
      nil
    end

    def to_s
      "#{self.class}: #{@name} #{@comment} #{super}"
    end
  end

  class AnonClass < ClassModule
  end

  class NormalClass < ClassModule
  end

  class SingleClass < ClassModule
  end

  class NormalModule < ClassModule
    def is_module?
      true
    end
  end

  # a method (or an alias made into one); its source text, file and line
  # for the pages that show it
  class AnyMethod < CodeObject
    attr_accessor :name, :visibility, :block_params, :dont_rename_initialize,
                  :singleton, :params, :call_seq, :is_alias_for,
                  :source_text, :source_file, :source_line, :c_source
    attr_reader :aliases, :text

    include TokenStream

    def initialize(text, name)
      super()
      @text = text
      @name = name
      @token_stream = nil
      @visibility = :public
      @dont_rename_initialize = false
      @block_params = nil
      @aliases = []
      @is_alias_for = nil
      @comment = ""
      @call_seq = nil
      @singleton = false
      @params = nil
    end

    def <=>(other)
      @name <=> other.name
    end

    def to_s
      res = self.class.name + ": " + @name + " (" + @text + ")\n"
      res << @comment.to_s
      res << @params.to_s
      res
    end

    def param_seq
      p = (params || "").gsub(/\s*\#.*/, "").tr("\n", " ").strip
      p = "(" + p + ")" unless p[0] == ?(
      if (block = block_params)
        block = block.gsub(/\s*\#.*/, "").tr("\n", " ")
        block = block[1..-2] if block =~ /\A\(.*\)\z/   # yield(a, b): a, b
        p << " {|#{block}| ...}"
      end
      p
    end

    def add_alias(method)
      @aliases << method
    end
  end

  # alias new_name old_name
  class Alias < CodeObject
    attr_accessor :text, :old_name, :new_name, :comment

    def initialize(text, old_name, new_name, comment)
      super()
      @text = text
      @old_name = old_name
      @new_name = new_name
      self.comment = comment
    end

    def to_s
      "alias: #{self.old_name} -> #{self.new_name}\n#{self.comment}"
    end
  end

  class Constant < CodeObject
    attr_accessor :name, :value

    def initialize(name, value, comment)
      super()
      @name = name
      @value = value
      self.comment = comment
    end
  end

  # attr_reader and friends: rw is "R", "W" or "RW"
  class Attr < CodeObject
    attr_accessor :text, :name, :rw, :visibility

    def initialize(text, name, rw, comment)
      super()
      @text = text
      @name = name
      @rw = rw
      @visibility = :public
      self.comment = comment
    end

    def to_s
      "attr: #{self.name} #{self.rw}\n#{self.comment}"
    end

    def <=>(other)
      self.name <=> other.name
    end
  end

  class Require < CodeObject
    attr_accessor :name

    def initialize(name, comment)
      super()
      @name = name.gsub(/'|"/, "")
      self.comment = comment
    end
  end

  class Include < CodeObject
    attr_accessor :name

    def initialize(name, comment)
      super()
      @name = name
      self.comment = comment
    end
  end
end
