# rdoc/ri/ri_display.rb - what ri shows for a class, a method, a list of
# matches or of everything known; RiDisplay.new makes the display in use
# (DefaultDisplay unless a program has set another).
require 'rdoc/ri/ri_formatter'

module RiDisplay
  @display_class = nil

  class << self
    attr_accessor :display_class

    def new(*args)
      (@display_class || DefaultDisplay).new(*args)
    end
  end
end

class DefaultDisplay
  include RiDisplay

  def initialize(formatter, width, use_stdout)
    @use_stdout = use_stdout
    @formatter = formatter.new(Struct.new(:width).new(width), "     ")
  end

  def display_usage
    page { RI::Options.instance.send(:show_help) }
  end

  def display_method_info(method)
    page {
      @formatter.draw_line(method.full_name)
      display_params(method)
      @formatter.draw_line
      display_flow(method.comment)
      unless method.aliases.nil? || method.aliases.empty?
        @formatter.blankline
        @formatter.wrap("(also known as #{method.aliases.map { |a| a.name }.join(', ')})")
      end
    }
  end

  def display_class_info(klass, ri_reader)
    page {
      superclass = klass.superclass_string
      title = "#{klass.display_name}: #{klass.full_name}"
      title << " < #{superclass}" if superclass
      @formatter.draw_line(title)
      display_flow(klass.comment)
      @formatter.draw_line
      unless klass.includes.empty?
        section("Includes") { @formatter.wrap(include_names(klass, ri_reader).join(", ")) }
      end
      unless klass.constants.empty?
        section("Constants") {
          width = klass.constants.map { |c| c.name.size }.max + 1
          klass.constants.each { |c| @formatter.wrap(c.value, @formatter.indent + (c.name + ":").ljust(width) + " ") }
        }
      end
      [["Class methods", klass.class_methods], ["Instance methods", klass.instance_methods]].each { |title, list|
        next if list.empty?
        section(title) { @formatter.wrap(list.map { |m| m.name }.join(", ")) }
      }
      unless klass.attributes.empty?
        @formatter.blankline
        @formatter.wrap("Attributes:", "")
        @formatter.wrap(klass.attributes.map { |a| a.name }.sort.join(", "))
      end
    }
  end

  # the included modules by name, each ri knows with its instance
  # methods: "Name(a, b)"
  def include_names(klass, ri_reader)
    klass.includes.map { |i| i.name }.sort.map { |name|
      desc = ri_reader && (ri_reader.find_class_by_name(name) rescue nil)
      desc ? "#{name}(#{desc.instance_methods.map { |m| m.name }.join(', ')})" : name
    }
  end

  # methods (MethodEntry) matching a partial name
  def display_method_list(methods)
    page {
      @formatter.raw_print_line("More than one method matched your request. You can refine")
      @formatter.raw_print_line("your search by asking for information on one of:\n\n")
      @formatter.wrap(methods.map { |m| m.full_name }.join(", "))
    }
  end

  def display_class_list(namespaces)
    page {
      @formatter.raw_print_line("More than one class or module matched your request. You can refine")
      @formatter.raw_print_line("your search by asking for information on one of:\n\n")
      @formatter.wrap(namespaces.map { |m| m.full_name }.join(", "))
    }
  end

  def list_known_classes(classes)
    if classes.empty?
      warn_no_database
    else
      page {
        @formatter.draw_line("Known classes and modules")
        @formatter.blankline
        @formatter.wrap(classes.sort.join(", "))
      }
    end
  end

  def list_known_names(names)
    if names.empty?
      warn_no_database
    else
      page { names.each { |n| @formatter.raw_print_line(n) } }
    end
  end

  private

  def section(title)
    @formatter.blankline
    @formatter.display_heading(title + ":", 2, "")
    yield
  end

  def display_params(method)
    params = method.params.to_s
    if params =~ /\A\(/ || params.empty?
      name = method.is_singleton ? method.full_name : method.name
      params = name + params
    end
    params.split(/\n/).each { |p|
      @formatter.wrap(p)
      @formatter.break_to_newline
    }
  end

  def display_flow(flow)
    if flow && !flow.empty?
      @formatter.display_flow(flow)
    else
      @formatter.wrap("(no description...)")
    end
  end

  def warn_no_database
    puts "Before using ri, you need to generate documentation"
    puts "using 'rdoc' with the --ri option"
  end

  # the output through $PAGER (or less, or more) unless told not to
  def page
    return yield if @use_stdout
    pager = [ENV["PAGER"], "less", "more"].compact.find { |p|
      system("which #{p.split.first} >/dev/null 2>&1")
    }
    return yield unless pager
    old = $stdout
    IO.popen(pager, "w") { |io|
      $stdout = io
      begin
        yield
      ensure
        $stdout = old
      end
    }
  rescue Errno::EPIPE
    $stdout = old if old
  end
end
