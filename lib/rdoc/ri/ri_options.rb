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

    # [long, short, argument kind, argument, help lines] in --help's
    # order; a help line may name a path (a Proc gives it when shown)
    OPTION_LIST = [
      ["--help", "-h", GetoptLong::NO_ARGUMENT, nil, ["you're looking at it"]],
      ["--classes", "-c", GetoptLong::NO_ARGUMENT, nil,
       ["Display the names of classes and modules we", "know about"]],
      ["--doc-dir", "-d", GetoptLong::REQUIRED_ARGUMENT, "<dirname>",
       ["A directory to search for documentation. If not",
        "specified, we search the standard rdoc/ri directories.",
        "May be repeated."]],
      ["--system", nil, GetoptLong::NO_ARGUMENT, nil,
       ["Include documentation from Ruby's standard library:", proc { "  #{RI::Paths::SYSDIR}" }]],
      ["--site", nil, GetoptLong::NO_ARGUMENT, nil,
       ["Include documentation from libraries installed in site_lib:", proc { "  #{RI::Paths::SITEDIR}" }]],
      ["--home", nil, GetoptLong::NO_ARGUMENT, nil,
       ["Include documentation stored in ~/.rdoc:", proc { "  #{RI::Paths::HOMEDIR || 'No ~/.rdoc found.'}" }]],
      ["--gems", nil, GetoptLong::NO_ARGUMENT, nil,
       ["Include documentation from RubyGems:",
        proc { RI::Paths::GEMDIRS.empty? ? "No Rubygems ri found." : RI::Paths::GEMDIRS.map { |d| "  #{d}" } }]],
      ["--format", "-f", GetoptLong::REQUIRED_ARGUMENT, "<name>",
       ["Format to use when displaying output:", proc { "   #{TextFormatter.list}" },
        "Use 'bs' (backspace) with most pager programs.",
        "To use ANSI, either also use the -T option, or",
        "tell your pager to allow control characters",
        "(for example using the -R option to less)"]],
      ["--list-names", "-l", GetoptLong::NO_ARGUMENT, nil,
       ["List all the names known to RDoc, one per line"]],
      ["--no-pager", "-T", GetoptLong::NO_ARGUMENT, nil, ["Send output directly to stdout."]],
      ["--width", "-w", GetoptLong::REQUIRED_ARGUMENT, "output width", ["Set the width of the output"]],
      ["--version", "-v", GetoptLong::NO_ARGUMENT, nil, ["Display the version of ri"]],
    ]

    HELP_INTRO = <<-TEXT.gsub(/^ {6}/, "")
      Display information on Ruby classes, modules, and methods.
      Give the names of classes or methods to see their documentation.
      Partial names may be given: if the names match more than
      one entity, a list will be shown, otherwise details on
      that entity will be displayed.

      Nested classes and modules can be specified using the normal
      Name::Name notation, and instance methods can be distinguished
      from class methods using "." (or "#") instead of "::".

      For example:

          NAME  File
          NAME  File.new
          NAME  F.n
          NAME  zip

      Note that shell quoting may be required for method names
      containing punctuation:

          NAME 'Array.[]'
          NAME compact\\!

      By default ri searches for documentation in the following
      directories:

    TEXT

    HELP_LIMIT = <<-TEXT.gsub(/^ {6}/, "")
      Specifying the --system, --site, --home, --gems or --doc-dir
      options will limit ri to searching only the specified
      directories.
    TEXT

    def initialize
      @use_stdout = !$stdout.tty?
      @width = 72
      @formatter = TextFormatter.for("plain")
      @list_classes = false
      @list_names = false
      @use_system = @use_site = @use_home = @use_gems = false
      @doc_dirs = []
    end

    # Reads the options of args (which stays as it is; the names left
    # over end in ARGV). As 1.8.7's, settings add up over calls.
    def parse(args)
      ARGV.replace(args)
      go = GetoptLong.new(*OPTION_LIST.map { |long, short, kind, a, h| [long, short, kind].compact })
      go.quiet = true
      go.each { |opt, arg| handle(opt, arg) }
    rescue GetoptLong::Error => e
      $stderr.puts "\n#{e.message}\n\nFor help on options, try '#{$0} --help'\n\n"
      exit 1
    end

    # the directories asked for, or every existing default one when none was
    def path
      if @use_system || @use_site || @use_home || @use_gems || !@doc_dirs.empty?
        RI::Paths.path(@use_system, @use_site, @use_home, @use_gems, *@doc_dirs)
      else
        RI::Paths::PATH
      end
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
      when "--format"
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
        begin
          @width = Integer(arg)
        rescue ArgumentError
          $stderr.puts "Invalid width: '#{arg}'"
          exit 1
        end
      end
    end

    # 1.8.7's text: names right-aligned to column 15, help from column 18
    # (on the next line when the names are longer)
    def show_help
      name = File.basename($0)
      print "\n#{VERSION_STRING}\n\nUsage:\n\n  #{name} [options]  [names...]\n\n"
      print HELP_INTRO.gsub(/NAME/, name)
      [RI::Paths::SYSDIR, RI::Paths::SITEDIR, RI::Paths::HOMEDIR].compact.each { |d| puts "    #{d}" }
      print "\n", HELP_LIMIT, "\nOptions:\n\n"
      OPTION_LIST.each { |long, short, kind, arg, help|
        head = format("%15s", [long, short].compact.join(", "))
        head << " " << arg if arg
        lines = help.map { |l| l.respond_to?(:call) ? l.call : l }.flatten
        puts(head.size <= 16 ? format("%-18s%s", head, lines.shift) : head)
        lines.each { |l| puts " " * 18 + l }
        puts
      }
      puts "Options may also be passed in the 'RI' environment variable"
      exit
    end
  end
end
