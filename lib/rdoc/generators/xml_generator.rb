# rdoc/generators/xml_generator.rb - rdoc's output as one document on
# standard output: XML (the xml template, or RDF with --template rdf),
# and, through HTMLGeneratorInOne, one HTML page (--one-file). Each file
# and each class or module with its comment; cross references point
# into the document (#Name).
require 'cgi'
require 'rdoc/generators/html_generator'

module Generators

  # the parts of a single-document output
  module OneDocument
    # a comment's HTML, its links into this document
    class DocumentLinks < HyperlinkHtml
      def initialize(context)
        super("", context)
      end

      def handle_special_CROSSREF(special)
        name = special.text
        target = resolve(name) rescue nil
        return name.sub(/\A#/, "") unless target
        text = name.sub(/\A#/, "")
        id = target.is_a?(::RDoc::AnyMethod) ? target.html_id : target.full_name
        "<a href=\"##{id}\">#{text}</a>"
      end
    end

    def build_values(toplevels)
      HTMLGenerator.number_all(toplevels, @options)   # (methods are linked by number)
      files = toplevels.map { |f|
        v = {
          "short_name" => CGI.escapeHTML(File.basename(f.file_relative_name)),
          "full_path" => CGI.escapeHTML(f.file_relative_name),
          "href" => file_id(f.file_relative_name),
          "dtm_modified" => (f.file_stat ? f.file_stat.mtime : Time.now).to_s,
        }
        desc = doc_markup(f.comment, f)
        v["description"] = desc unless desc.empty?
        v["requires"] = f.requires.map { |r| require_values(toplevels, r) } unless f.requires.empty?
        v["includes"] = f.includes.map { |i| include_values(f, i) } unless f.includes.empty?
        v
      }
      classes = []
      seen = {}
      # as 1.8.7: every top-level class (hash order), then every module,
      # each followed by what it holds (its modules, then its classes)
      walk = lambda { |list|
        list.each { |c|
          next if seen[c]   # (:nodoc: classes too, as 1.8.7)
          seen[c] = true
          classes << class_values(c)
          walk.call(c.modules + c.classes)
        }
      }
      walk.call(::RDoc::TopLevel.all_classes_and_modules)
      {
        "title" => CGI.escapeHTML(@options.title),
        "charset" => @options.charset,
        "files" => files,
        "classes" => classes,
      }
    end

    def class_values(c)
      v = {
        "classmod" => c.is_module? ? "Module" : "Class",
        "full_name" => c.full_name,
        "infiles" => c.in_files.map { |f| { "full_path" => f.file_relative_name, "href" => file_id(f.file_relative_name) } },
      }
      desc = doc_markup(c.comment, c)
      v["description"] = desc unless desc.empty?
      # (no superclass for Object made for a C global constant)
      unless c.is_module? or c.superclass.nil?
        v["superclass"] = CGI.escapeHTML(c.superclass.to_s)
        known = ::RDoc::TopLevel.every_class_and_module.find { |k| k.full_name == c.superclass.to_s || (c.parent && c.parent.full_name && k.full_name == c.parent.full_name + "::" + c.superclass.to_s) }
        # a documented superclass is a link to its entry
        v["superclass"] = %Q(<a href="##{known.full_name}">#{v["superclass"]}</a>) if known && known.document_self
      end
      v["includes"] = c.includes.map { |i| include_values(c, i) } unless c.includes.empty?
      v
    end

    # a required file: its name, with its id when rdoc documents it
    def require_values(toplevels, req)
      h = { "name" => CGI.escapeHTML(req.name) }
      known = toplevels.find { |f| f.file_relative_name == req.name + ".rb" }
      h["aref"] = file_id(known.file_relative_name) if known
      h
    end

    # an included module: its name, with its id when rdoc knows it
    def include_values(c, inc)
      h = { "name" => CGI.escapeHTML(inc.name) }
      known = c.find_symbol(inc.name) rescue nil
      h["aref"] = known.full_name if known.is_a?(::RDoc::ClassModule)
      h
    end

    # a file's id in the document: its path, characters other than
    # letters, digits, '.', '_' and '-' as %xx
    def file_id(path)
      path.gsub(/[^\w.\-]/) { "%%%02x" % $&[0] }
    end

    def doc_markup(comment, context)
      return "" if comment.nil? || comment.empty?
      sm = SM::SimpleMarkup.new
      sm.add_special(/\{[^}]+\}\[\S+?\]|\b\S+?\[\S+?\.\S+?\]/, :TIDYLINK)
      sm.add_special(/\b(?:https?|ftp|mailto|file|irc|news):[^\s<>"']*[\w\/]|\bwww\.[^\s<>"']*\w/, :HYPERLINK)
      sm.add_special(HyperlinkHtml::CROSSREF_RE, :CROSSREF)
      content = comment =~ /^(?>\s*)[^\#]/ ? comment : comment.gsub(/^\s*(#+)/) { $1.tr("#", " ") }
      sm.convert(content, DocumentLinks.new(context))
    end

    # To standard output, or to the file --opname names (in the current
    # directory); as 1.8.7's, without a final line end.
    def write_document(template, values)
      out = ""
      TemplatePage.new(template).write_html_on(out, values)
      out.chomp!
      if @options.op_name
        File.open(@options.op_name, "w") { |f| f.write(out) }
      else
        print out
      end
    end
  end

  class XMLGenerator
    include OneDocument

    def self.for(options)
      new(options)
    end

    class << self
      protected :new
    end

    def initialize(options)
      @options = options
      name = options.template == "xml" || options.template.nil? ? "xml" : options.template
      path = "rdoc/generators/template/xml/#{name}"
      begin
        require path
      rescue LoadError
        $stderr.puts "Could not find HTML template '#{path}'"   # (sic, as 1.8.7)
        exit 99
      end
      @template = ::RDoc::Page::ONE_PAGE
    end

    def generate(toplevels)
      write_document(@template, build_values(toplevels))
    end
  end

  # --one-file: the whole documentation as one HTML page
  class HTMLGeneratorInOne
    include OneDocument

    def self.for(options)
      new(options)
    end

    def initialize(options)
      @options = options
      name = options.template
      if name.nil? || name == "html"
        load ::File.join(::File.dirname(__FILE__), "template", "html", "one_page_html.rb")
      else
        # another HTML template: it must have a ONE_PAGE (old_html has)
        path = "rdoc/generators/template/html/#{name}"
        begin
          require path
        rescue LoadError
          $stderr.puts "Could not find HTML template '#{path}'"
          exit 99
        end
      end
      @template = ::RDoc::Page::ONE_PAGE
    end

    def generate(toplevels)
      write_document(@template, build_values(toplevels))
    end
  end
end
