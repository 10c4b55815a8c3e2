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

  # [long, short, argument kind, help text]
  OPTION_LIST = [
    ["--accessor", "-A", GetoptLong::REQUIRED_ARGUMENT, "names[,..] also read like attr_reader"],
    ["--all", "-a", GetoptLong::NO_ARGUMENT, "include all methods (not just public)"],
    ["--charset", "-c", GetoptLong::REQUIRED_ARGUMENT, "the HTML character set"],
    ["--debug", "-D", GetoptLong::NO_ARGUMENT, "show internal state"],
    ["--diagram", "-d", GetoptLong::NO_ARGUMENT, "draw class diagrams (with dot)"],
    ["--exclude", "-x", GetoptLong::REQUIRED_ARGUMENT, "skip files and directories matching pattern"],
    ["--extension", "-E", GetoptLong::REQUIRED_ARGUMENT, "new=old: parse .new files as .old ones"],
    ["--fileboxes", "-F", GetoptLong::NO_ARGUMENT, "group classes by file in diagrams"],
    ["--force-update", "-U", GetoptLong::NO_ARGUMENT, "generate even if no file is newer"],
    ["--fmt", "-f", GetoptLong::REQUIRED_ARGUMENT, "the output formatter (html, ri, xml, chm)"],
    ["--help", "-h", GetoptLong::NO_ARGUMENT, "show this help"],
    ["--help-output", "-O", GetoptLong::NO_ARGUMENT, "explain the output formats"],
    ["--image-format", "-I", GetoptLong::REQUIRED_ARGUMENT, "the image format of diagrams (png, gif, ...)"],
    ["--include", "-i", GetoptLong::REQUIRED_ARGUMENT, "dirs[,..] searched by :include:"],
    ["--inline-source", "-S", GetoptLong::NO_ARGUMENT, "show method source inline"],
    ["--line-numbers", "-N", GetoptLong::NO_ARGUMENT, "number the lines of source code"],
    ["--main", "-m", GetoptLong::REQUIRED_ARGUMENT, "the class or file shown first"],
    ["--merge", "-M", GetoptLong::NO_ARGUMENT, "merge ri output into existing files"],
    ["--one-file", "-1", GetoptLong::NO_ARGUMENT, "all output in one file"],
    ["--op", "-o", GetoptLong::REQUIRED_ARGUMENT, "the output directory"],
    ["--opname", "-n", GetoptLong::REQUIRED_ARGUMENT, "the output file name"],
    ["--promiscuous", "-p", GetoptLong::NO_ARGUMENT, "show a module in every file that adds to it"],
    ["--quiet", "-q", GetoptLong::NO_ARGUMENT, "no progress output"],
    ["--ri", "-r", GetoptLong::NO_ARGUMENT, "ri output into ~/.rdoc"],
    ["--ri-site", "-R", GetoptLong::NO_ARGUMENT, "ri output into the site directory"],
    ["--ri-system", "-Y", GetoptLong::NO_ARGUMENT, "ri output into the system directory"],
    ["--show-hash", "-H", GetoptLong::NO_ARGUMENT, "keep the # of #name cross references"],
    ["--style", "-s", GetoptLong::REQUIRED_ARGUMENT, "the URL of a style sheet"],
    ["--tab-width", "-w", GetoptLong::REQUIRED_ARGUMENT, "the width of a tab (8)"],
    ["--template", "-T", GetoptLong::REQUIRED_ARGUMENT, "the output template"],
    ["--title", "-t", GetoptLong::REQUIRED_ARGUMENT, "the documentation's title"],
    ["--version", "-v", GetoptLong::NO_ARGUMENT, "show the version"],
    ["--webcvs", "-W", GetoptLong::REQUIRED_ARGUMENT, "URL of a web front end to CVS"],
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
      puts help_text
      exit
    when "--help-output"
      puts "The output formats: #{generators.keys.sort.join(', ')}"
      exit
    when "--image-format" then @image_format = arg
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
    when "--tab-width" then @tab_width = Integer(arg)
    when "--template" then @template = arg
    when "--title" then @title = arg
    when "--version"
      puts RDoc::VERSION_STRING
      exit
    when "--webcvs" then @webcvs = arg
    end
  end

  def help_text
    res = "\n#{RDoc::VERSION_STRING}\n\nUsage:\n\n  #{File.basename($0)} [options]  [names...]\n\nOptions:\n\n"
    OPTION_LIST.each { |long, short, kind, help|
      res << "  #{long}, #{short}#{kind == GetoptLong::REQUIRED_ARGUMENT ? ' arg' : ''}\n      #{help}\n"
    }
    res
  end
end
