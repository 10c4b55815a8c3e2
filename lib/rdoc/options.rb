# rdoc/options.rb - rdoc's command-line options: the Options singleton
# (Options.instance) parses them (GetoptLong, as rdoc 1.0 does) and keeps
# the settings the parsers and generators read.
require 'singleton'
require 'getoptlong'

class Options
  include Singleton

  attr_reader :all_one_file, :charset, :css, :diagram, :exclude, :extra_accessor_flags,
              :extra_accessors, :fileboxes, :files, :force_update, :generator, :image_format,
              :include_line_numbers, :inline_source, :main_page, :merge, :op_dir, :op_name,
              :promiscuous, :quiet, :rdoc_include, :show_all, :show_hash, :tab_width,
              :template, :title, :webcvs, :ri_dir
  attr_writer :exclude, :generator, :main_page, :op_dir, :show_all, :title

  # [long, short, argument kind, argument name shown by --help, help lines]
  OPTION_LIST = [
    ["--accessor", "-A", GetoptLong::REQUIRED_ARGUMENT, "accessorname[,..]",
     ["comma separated list of additional class methods",
      "that should be treated like 'attr_reader' and",
      "friends. Option may be repeated. Each accessorname",
      "may have '=text' appended, in which case that text",
      "appears where the r/w/rw appears for normal accessors."]],
    ["--all", "-a", GetoptLong::NO_ARGUMENT, nil,
     ["include all methods (not just public)",
      "in the output"]],
    ["--charset", "-c", GetoptLong::REQUIRED_ARGUMENT, "charset",
     ["specifies HTML character-set"]],
    ["--debug", "-D", GetoptLong::NO_ARGUMENT, nil,
     ["displays lots on internal stuff"]],
    ["--diagram", "-d", GetoptLong::NO_ARGUMENT, nil,
     ["Generate diagrams showing modules and classes.",
      "You need dot V1.8.6 or later to use the --diagram",
      "option correctly. Dot is available from",
      "http://www.research.att.com/sw/tools/graphviz/"]],
    ["--exclude", "-x", GetoptLong::REQUIRED_ARGUMENT, "pattern",
     ["do not process files or directories matching",
      "pattern. Files given explicitly on the command",
      "line will never be excluded."]],
    ["--extension", "-E", GetoptLong::REQUIRED_ARGUMENT, "new=old",
     ["Treat files ending with .new as if they ended with",
      ".old. Using '-E cgi=rb' will cause xxx.cgi to be",
      "parsed as a Ruby file"]],
    ["--fileboxes", "-F", GetoptLong::NO_ARGUMENT, nil,
     ["classes are put in boxes which represents",
      "files, where these classes reside. Classes",
      "shared between more than one file are",
      "shown with list of files that sharing them.",
      "Silently discarded if --diagram is not given",
      "Experimental."]],
    ["--force-update", "-U", GetoptLong::NO_ARGUMENT, nil,
     ["forces to scan all sources even if newer than",
      "the flag file."]],
    ["--fmt", "-f", GetoptLong::REQUIRED_ARGUMENT, "format name",
     ["set the output formatter (see below)"]],
    ["--help", "-h", GetoptLong::NO_ARGUMENT, nil,
     ["you're looking at it"]],
    ["--help-output", "-O", GetoptLong::NO_ARGUMENT, nil,
     ["explain the various output options"]],
    ["--image-format", "-I", GetoptLong::REQUIRED_ARGUMENT, "gif/png/jpg/jpeg",
     ["Sets output image format for diagrams. Can",
      "be png, gif, jpeg, jpg. If this option is",
      "omitted, png is used. Requires --diagram."]],
    ["--include", "-i", GetoptLong::REQUIRED_ARGUMENT, "dir[,dir...]",
     ["set (or add to) the list of directories",
      "to be searched when satisfying :include:",
      "requests. Can be used more than once."]],
    ["--inline-source", "-S", GetoptLong::NO_ARGUMENT, nil,
     ["Show method source code inline, rather",
      "than via a popup link"]],
    ["--line-numbers", "-N", GetoptLong::NO_ARGUMENT, nil,
     ["Include line numbers in the source code"]],
    ["--main", "-m", GetoptLong::REQUIRED_ARGUMENT, "name",
     ["'name' will be the initial page displayed"]],
    ["--merge", "-M", GetoptLong::NO_ARGUMENT, nil,
     ["when creating ri output, merge processed classes",
      "into previously documented classes of the name name"]],
    ["--one-file", "-1", GetoptLong::NO_ARGUMENT, nil,
     ["put all the output into a single file"]],
    ["--op", "-o", GetoptLong::REQUIRED_ARGUMENT, "dir",
     ["set the output directory"]],
    ["--opname", "-n", GetoptLong::REQUIRED_ARGUMENT, "name",
     ["Set the 'name' of the output. Has no",
      "effect for HTML."]],
    ["--promiscuous", "-p", GetoptLong::NO_ARGUMENT, nil,
     ["When documenting a file that contains a module",
      "or class also defined in other files, show",
      "all stuff for that module/class in each files",
      "page. By default, only show stuff defined in",
      "that particular file."]],
    ["--quiet", "-q", GetoptLong::NO_ARGUMENT, nil,
     ["don't show progress as we parse"]],
    ["--ri", "-r", GetoptLong::NO_ARGUMENT, nil,
     ["generate output for use by 'ri.' The files are",
      "stored in the '.rdoc' directory under your home",
      "directory unless overridden by a subsequent",
      "--op parameter, so no special privileges are needed."]],
    ["--ri-site", "-R", GetoptLong::NO_ARGUMENT, nil,
     ["generate output for use by 'ri.' The files are",
      "stored in a site-wide directory, making them accessible",
      "to others, so special privileges are needed."]],
    ["--ri-system", "-Y", GetoptLong::NO_ARGUMENT, nil,
     ["generate output for use by 'ri.' The files are",
      "stored in a system-level directory, making them accessible",
      "to others, so special privileges are needed. This option",
      "is intended to be used during Ruby installations"]],
    ["--show-hash", "-H", GetoptLong::NO_ARGUMENT, nil,
     ["A name of the form #name in a comment",
      "is a possible hyperlink to an instance",
      "method name. When displayed, the '#' is",
      "removed unless this option is specified"]],
    ["--style", "-s", GetoptLong::REQUIRED_ARGUMENT, "stylesheet url",
     ["specifies the URL of a separate stylesheet."]],
    ["--tab-width", "-w", GetoptLong::REQUIRED_ARGUMENT, "n",
     ["Set the width of tab characters (default 8)"]],
    ["--template", "-T", GetoptLong::REQUIRED_ARGUMENT, "template name",
     ["Set the template used when generating output"]],
    ["--title", "-t", GetoptLong::REQUIRED_ARGUMENT, "text",
     ["Set 'txt' as the title for the output"]],
    ["--version", "-v", GetoptLong::NO_ARGUMENT, nil,
     ["display  RDoc's version"]],
    ["--webcvs", "-W", GetoptLong::REQUIRED_ARGUMENT, "url",
     ["Specify a URL for linking to a web frontend",
      "to CVS. If the URL contains a '%s', the",
      "name of the current file will be substituted;",
      "if the URL doesn't contain a '%s', the",
      "filename will be appended to it."]],
  ]

  def initialize
    reset
  end

  def reset
    @all_one_file = false
    @charset = "iso-8859-1"
    @css = nil
    @diagram = false
    @exclude = []
    @extra_accessor_flags = {}
    @extra_accessors = nil
    @fileboxes = false
    @files = []
    @force_update = false
    @generator = nil
    @generator_name = "html"
    @image_format = "png"
    @include_line_numbers = false
    @inline_source = false
    @main_page = nil
    @merge = false
    @op_dir = nil
    @op_name = nil
    @promiscuous = false
    @quiet = false
    @rdoc_include = []
    @show_all = false
    @show_hash = false
    @tab_width = 8
    @template = nil
    @title = nil
    @webcvs = nil
  end

  # argv parsed; generators maps a formatter name to its generator
  def parse(argv, generators)
    reset
    old_argv = ARGV.dup
    ARGV.replace(argv)
    begin
      go = GetoptLong.new(*OPTION_LIST.map { |o| o[0, 3] })
      go.quiet = true
      go.each { |opt, arg| handle(opt, arg, generators) }
      @files = ARGV.dup
    rescue GetoptLong::Error => e
      $stderr.puts "\n#{e.message}"
      usage_error
    ensure
      ARGV.replace(old_argv)
    end
    @op_dir ||= "doc"
    @rdoc_include << "." if @rdoc_include.empty?
    @exclude = @exclude.empty? ? nil : Regexp.new(@exclude.join("|"))
    @generator = generators[@generator_name.downcase]
    unless @generator
      $stderr.puts "\nInvalid output formatter\n\nFor help on options, try 'rdoc --help'\n\n"
      exit 1
    end
    @template ||= @generator_name
    @all_one_file = true if @generator_name.downcase == "xml"   # XML is one document
    self
  end

  def title
    @title ||= "RDoc Documentation"
  end

  private

  def usage_error
    $stderr.puts "\nFor help on options, try 'rdoc --help'\n\n"
    exit 1
  end

  def handle(opt, arg, generators)
    case opt
    when "--accessor"
      arg.split(/,/).each { |accessor|
        name, flag = accessor.split(/=/, 2)
        @extra_accessor_flags[name] = flag
        names = @extra_accessor_flags.keys.map { |n| Regexp.escape(n) }
        @extra_accessors = Regexp.new("\\A(?:#{names.join('|')})\\z")
      }
    when "--all" then @show_all = true
    when "--charset" then @charset = arg
    when "--debug" then $DEBUG_RDOC = true
    when "--diagram"
      unless system("dot -V >/dev/null 2>&1")
        $stderr.puts "You need the 'dot' program to produce diagrams."
        $stderr.puts "(see http://www.research.att.com/sw/tools/graphviz/)\n\n"
        exit
      end
      @diagram = true
    when "--exclude" then @exclude << arg
    when "--extension"
      new_ext, old_ext = arg.split(/=/, 2)
      RDoc::ParserFactory.alias_extension(old_ext, new_ext) if defined?(RDoc::ParserFactory)
    when "--fileboxes" then @fileboxes = true
    when "--force-update" then @force_update = true
    when "--fmt" then @generator_name = arg
    when "--help"
      @generator_names = generators.keys.sort
      puts help_text
      exit
    when "--help-output"
      puts HELP_OUTPUT
      exit
    when "--image-format"
      unless %w(gif png jpg jpeg).include?(arg)
        $stderr.puts "\nunknown image format: #{arg}"
        usage_error
      end
      @image_format = arg
    when "--include" then @rdoc_include.concat(arg.split(/\s*,\s*/))
    when "--inline-source" then @inline_source = true
    when "--line-numbers" then @include_line_numbers = true
    when "--main" then @main_page = arg
    when "--merge" then @merge = true
    when "--one-file" then @all_one_file = true
    when "--op" then @op_dir = arg
    when "--opname" then @op_name = arg
    when "--promiscuous" then @promiscuous = true
    when "--quiet" then @quiet = true
    when "--ri", "--ri-site", "--ri-system"
      @generator_name = "ri"
      @op_dir ||= RI::Paths.const_get({ "--ri" => :HOMEDIR, "--ri-site" => :SITEDIR, "--ri-system" => :SYSDIR }[opt]) rescue nil
    when "--show-hash" then @show_hash = true
    when "--style" then @css = arg
    when "--tab-width"
      begin
        @tab_width = Integer(arg)
      rescue ArgumentError
        $stderr.puts "Invalid tab width: '#{arg}'"
        exit 1
      end
    when "--template" then @template = arg
    when "--title" then @title = arg
    when "--version"
      puts RDoc::VERSION_STRING
      exit
    when "--webcvs" then @webcvs = arg
    end
  end

  # What --help prints: each option's "--long, -s arg" right-aligned to
  # column 16, its help from column 28 (on the next line when that is full).
  def help_text
    res = "\n#{RDoc::VERSION_STRING}\n\nUsage:\n\n  #{File.basename($0)} [options]  [names...]\n\n" +
      HELP_INTRO + "\nOptions:\n\n"
    OPTION_LIST.each { |long, short, kind, argname, help|
      head = format("%16s, %s", long, short)
      head << " " << argname if argname
      lines = help.dup
      res << (head.size < 28 ? format("%-28s%s\n", head, lines.shift) : head + "\n")
      lines.each { |l| res << " " * 28 << l << "\n" }
      res << "\n"
    }
    res << "\nAvailable output formatters: #{@generator_names.join(', ')}\n\n" <<
      "For information on where the output goes, use\n\n   rdoc --help-output\n\n"
  end

  HELP_INTRO = <<-TEXT.gsub(/^ +/, "")
    Files are parsed, and the information they contain
    collected, before any output is produced. This allows cross
    references between all files to be resolved. If a name is a
    directory, it is traversed. If no names are specified, all
    Ruby files in the current directory (and subdirectories) are
    processed.
  TEXT

  HELP_OUTPUT = <<-TEXT.gsub(/^ {4}/, "")
    How RDoc generates output depends on the output formatter being
    used, and on the options you give.

    - HTML output is normally produced into a number of separate files
      (one per class, module, and file, along with various indices). 
      These files will appear in the directory given by the --op
      option (doc/ by default).

    - XML output by default is written to standard output. If a
      --opname option is given, the output will instead be written
      to a file with that name in the output directory.

    - .chm files (Windows help files) are written in the --op directory.
      If an --opname parameter is present, that name is used, otherwise
      the file will be called rdoc.chm.

    For information on other RDoc options, use "rdoc --help".
  TEXT

end
