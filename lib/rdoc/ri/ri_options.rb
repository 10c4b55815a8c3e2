# rdoc/ri/ri_options.rb - ri's options (those in $RI come first): where to
# look, how to show it, what to list.
require 'getoptlong'
require 'singleton'
require 'rdoc/ri/ri_paths'
require 'rdoc/ri/ri_formatter'
require 'rdoc/ri/ri_display'

module RI

  VERSION_STRING = "ri v1.0.1 - 20041108"

  class Options
    include Singleton

    attr_accessor :use_stdout
    attr_reader :width, :list_classes, :list_names, :doc_dir, :formatter

    # [long, short, argument kind, argument, help]
    OPTION_LIST = [
      ["--help", "-h", GetoptLong::NO_ARGUMENT, nil, "this help"],
      ["--classes", "-c", GetoptLong::NO_ARGUMENT, nil, "list the classes and modules ri knows"],
      ["--doc-dir", "-d", GetoptLong::REQUIRED_ARGUMENT, "<dirname>", "a directory of ri data to search (may be repeated)"],
      ["--fmt", "-f", GetoptLong::REQUIRED_ARGUMENT, "<name>", "the output format: #{TextFormatter.list}"],
      ["--gems", nil, GetoptLong::NO_ARGUMENT, nil, "search the documentation of installed gems"],
      ["--home", nil, GetoptLong::NO_ARGUMENT, nil, "search ~/.rdoc"],
      ["--list-names", "-l", GetoptLong::NO_ARGUMENT, nil, "list every class, module and method ri knows"],
      ["--no-pager", "-T", GetoptLong::NO_ARGUMENT, nil, "write to standard output, not through a pager"],
      ["--site", nil, GetoptLong::NO_ARGUMENT, nil, "search the site directory"],
      ["--system", nil, GetoptLong::NO_ARGUMENT, nil, "search the system directory"],
      ["--version", "-v", GetoptLong::NO_ARGUMENT, nil, "show the version"],
      ["--width", "-w", GetoptLong::REQUIRED_ARGUMENT, "<n>", "the width of the output (72)"],
    ]

    def initialize
      reset
    end

    def reset
      @use_stdout = !$stdout.tty?
      @width = 72
      @formatter = TextFormatter.for("plain")
      @list_classes = false
      @list_names = false
      @use_system = @use_site = @use_home = @use_gems = false
      @doc_dirs = []
      @doc_dir = nil
    end

    def parse(args)
      reset
      old_argv = ARGV.dup
      ARGV.replace(args)
      begin
        go = GetoptLong.new(*OPTION_LIST.map { |long, short, kind, a, h| [long, short, kind].compact })
        go.quiet = true
        go.each { |opt, arg| handle(opt, arg) }
        args.replace(ARGV)
      rescue GetoptLong::Error => e
        $stderr.puts "\n#{e.message}\n\nFor help on options, try '#{$0} --help'\n\n"
        exit 1
      ensure
        ARGV.replace(old_argv)
      end
      unless @use_system || @use_site || @use_home || @use_gems || !@doc_dirs.empty?
        @use_system = @use_site = @use_home = @use_gems = true
      end
    end

    def path
      RI::Paths.path(@use_system, @use_site, @use_home, @use_gems, *@doc_dirs)
    end

    def raw_path
      RI::Paths.raw_path(@use_system, @use_site, @use_home, @use_gems, *@doc_dirs)
    end

    def displayer
      ::RiDisplay.new(@formatter, @width, @use_stdout)
    end

    def show_version
      puts VERSION_STRING
      exit
    end

    private

    def handle(opt, arg)
      case opt
      when "--help" then show_help
      when "--classes" then @list_classes = true
      when "--doc-dir"
        unless File.directory?(arg)
          $stderr.puts "Invalid directory: #{arg}"
          exit 1
        end
        @doc_dirs << arg
        @doc_dir = arg
      when "--fmt"
        @formatter = TextFormatter.for(arg)
        unless @formatter
          $stderr.puts "Invalid formatter (should be one of #{TextFormatter.list})"
          exit 1
        end
      when "--gems" then @use_gems = true
      when "--home" then @use_home = true
      when "--list-names" then @list_names = true
      when "--no-pager" then @use_stdout = true
      when "--site" then @use_site = true
      when "--system" then @use_system = true
      when "--version" then show_version
      when "--width"
        @width = arg.to_i
      end
    end

    def show_help
      name = File.basename($0)
      puts "\n#{VERSION_STRING}\n\nUsage:\n\n  #{name} [options]  [names...]\n\n"
      puts "Shows the documentation of Ruby classes, modules and methods: the"
      puts "names may be partial (a list is shown when more than one thing matches);"
      puts "Name::Name for nested classes, Class#method for instance methods,"
      puts "Class::method for class methods, Class.method for either.\n\n"
      puts "It looks in:\n\n"
      RI::Paths.raw_path(true, true, true, false).each { |d| puts "    #{d}" }
      puts "\nOptions:\n\n"
      OPTION_LIST.each { |long, short, kind, arg, help|
        names = [long, short].compact.join(", ")
        names << " " << arg if arg
        puts "  #{names}"
        puts "      #{help}"
      }
      puts "\nOptions may also be given in the RI environment variable.\n\n"
      exit
    end
  end
end
