# rdoc/generators/chm_generator.rb - Windows compiled help: the HTML
# output plus the project, contents and index files of Microsoft's HTML
# Help Workshop, compiled with its hhc.exe (which must be installed).
require 'rdoc/generators/html_generator'

module Generators

  class CHMGenerator < HTMLGenerator
    HHC_PATH = "c:/Program Files/HTML Help Workshop/hhc.exe"

    def self.for(options)
      new(options)
    end

    def initialize(options)
      check_for_html_help_workshop
      super(options)
      @op_name = @options.op_name || "rdoc"
    end

    private

    def load_template
      require "rdoc/generators/template/chm/chm"
      @page = ::RDoc::Page
    end

    public

    def check_for_html_help_workshop
      return if File.exist?(HHC_PATH)
      $stderr.puts <<MSG

.chm output generation requires that Microsoft's Html Help
Workshop is installed. RDoc looks for it in:

    #{HHC_PATH}

You can download a copy for free from:

    http://msdn.microsoft.com/library/default.asp?url=/library/en-us/htmlhelp/html/hwMicrosoftHTMLHelpDownloads.asp

MSG
      exit 99
    end

    def generate(toplevels)
      super
      @project_name = @op_name + ".hhp"
      create_project_file
      create_contents_and_index
      compile_project
    end

    private

    def create_project_file
      pages = Dir["**/*.html"].sort
      File.open(@project_name, "w") { |f|
        f.puts "[OPTIONS]", "Compiled file=#{@op_name}.chm", "Contents file=contents.hhc",
               "Default topic=index.html", "Index file=index.hhk", "Title=#{@options.title}", "",
               "[FILES]"
        pages.each { |p| f.puts p }
      }
    end

    def create_contents_and_index
      entries = @classes.sort_by { |c| c.full_name }
      File.open("contents.hhc", "w") { |f|
        f.puts "<ul>"
        entries.each { |c|
          f.puts %{<li><object type="text/sitemap"><param name="Name" value="#{c.full_name}"><param name="Local" value="#{c.html_path}"></object>}
        }
        f.puts "</ul>"
      }
      File.open("index.hhk", "w") { |f|
        f.puts "<ul>"
        (entries.map { |c| [c.full_name, c.html_path] } +
         @methods.map { |m| ["#{m.name} (#{m.parent.full_name})", m.parent.html_path + "#" + m.html_id] }).sort.each { |name, path|
          f.puts %{<li><object type="text/sitemap"><param name="Name" value="#{CGI.escapeHTML(name)}"><param name="Local" value="#{path}"></object>}
        }
        f.puts "</ul>"
      }
    end

    def compile_project
      system(HHC_PATH, @project_name)
    end
  end
end
