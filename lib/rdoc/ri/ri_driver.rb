# rdoc/ri/ri_driver.rb - the ri command: looks up each name given (a
# class, Class#method, Class::method, Class.method or a bare method, any
# part of a name matching) and shows what it finds.
require 'rdoc/ri/ri_paths'
require 'rdoc/usage'
require 'rdoc/ri/ri_cache'
require 'rdoc/ri/ri_util'
require 'rdoc/ri/ri_reader'
require 'rdoc/ri/ri_formatter'
require 'rdoc/ri/ri_options'

class RiDriver

  def initialize
    @options = RI::Options.instance
    args = ARGV.dup
    args = ENV["RI"].split.concat(args) if ENV["RI"]
    @options.parse(args)
    @names = ARGV.dup   # parse leaves the names in ARGV
    path = @options.path
    report_missing_documentation(path) if path.empty?
    @ri_reader = RI::RiReader.new(RI::RiCache.new(path))
    @display = @options.displayer
  end

  def report_missing_documentation(path)
    STDERR.puts "No ri documentation found in:"
    path.each { |d| STDERR.puts "     #{d}" }
    STDERR.puts "\nWas rdoc run to create documentation?\n\n"
    RDoc::usage("Installing Documentation")
  end

  def report_method_stuff(requested_method_name, methods)
    if methods.size == 1
      method = @ri_reader.get_method(methods[0])
      @display.display_method_info(method)
    else
      entries = methods.find_all { |m| m.name == requested_method_name }
      if entries.size == 1
        method = @ri_reader.get_method(entries[0])
        @display.display_method_info(method)
      else
        @display.display_method_list(methods)
      end
    end
  end

  def report_class_stuff(namespaces)
    if namespaces.size == 1
      klass = @ri_reader.get_class(namespaces[0])
      @display.display_class_info(klass, @ri_reader)
    else
      @display.display_class_list(namespaces)
    end
  end

  def get_info_for(arg)
    desc = NameDescriptor.new(arg)
    namespaces = @ri_reader.top_level_namespace
    desc.class_names.each { |name|
      namespaces = @ri_reader.lookup_namespace_in(name, namespaces)
      exact = namespaces.find_all { |m| m.name == name }
      namespaces = exact if exact.size == 1
      raise RiError.new("Nothing known about #{arg}") if namespaces.empty?
    }
    namespaces = @ri_reader.all_namespaces if desc.class_names.empty? && desc.method_name
    if desc.method_name.nil?
      report_class_stuff(namespaces)
    else
      methods = @ri_reader.find_methods(desc.method_name, desc.is_class_method, namespaces)
      if methods.empty?
        raise RiError.new("Nothing known about #{arg}")
      else
        report_method_stuff(desc.method_name, methods)
      end
    end
  end

  def process_args
    if @options.list_classes
      classes = @ri_reader.full_class_names
      @display.list_known_classes(classes)
    elsif @options.list_names
      names = @ri_reader.all_names
      @display.list_known_names(names)
    else
      if @names.empty?
        @display.display_usage
      else
        begin
          @names.each { |arg| get_info_for(arg) }
        rescue RiError => e
          $stderr.puts(e.message)
          exit(1)
        end
      end
    end
  end
end
