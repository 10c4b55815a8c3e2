# rdoc/generators/html_generator.rb - rdoc's HTML output: a frameset
# (index.html) over three indexes (files, classes, methods), a page a
# file (files/), a page a class or module (classes/, nested as the
# classes are) and a page of highlighted source a method (Name.src/),
# filled into the templates of rdoc/generators/template/html/<name>.rb.
# Comments are marked up with links to the classes and methods they name
# and to URLs.
require 'fileutils'
require 'cgi'
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'
require 'rdoc/template'
require 'rdoc/options'

module Generators

  # a comment's HTML: class and method names it mentions as links, URLs
  # as links (with link[url] and {some words}[url] for the text)
  class HyperlinkHtml < SM::ToHtml
    def initialize(from_path, context)
      super()
      @from_path = from_path
      @context = context
      @show_hash = Options.instance.show_hash
    end

    # a name rdoc found: a link to its page, else the name as text
    def handle_special_CROSSREF(special)
      name = special.text
      return name if name =~ /\A[a-z_][\w]*[!?=]?\z/ && !@context.respond_to?(:method_list)
      target = resolve(name)
      return name.sub(/\A#/, @show_hash ? "#" : "") unless target
      text = @show_hash ? name : name.sub(/\A#/, "")
      href = target.is_a?(::RDoc::AnyMethod) ? method_path(target) : class_path(target)
      href ? "<a href=\"#{href}\">#{text}</a>" : text
    end

    def handle_special_HYPERLINK(special)
      make_link(special.text, nil)
    end

    def handle_special_TIDYLINK(special)
      text = special.text
      return text unless text =~ /\A\{(.*?)\}\[(.*?)\]\z/m || text =~ /\A(\S+?)\[(.*?)\]\z/
      make_link($2, $1)
    end

    private

    def make_link(url, label)
      if url =~ /\A(\w+):(\/\/)?(.*)\z/
        label ||= $3
      else
        label ||= url
        url = "http://" + url if url =~ /\Awww\./
      end
      "<a href=\"#{url}\">#{label}</a>"
    end

    # the class or method name refers to from the current context
    def resolve(name)
      case name
      when /\A#(\w+[!?=]?)\z/
        find_method(@context, $1)
      when /\A((?:[A-Z]\w*::)*[A-Z]\w*)([#.])(\w+[!?=]?)\z/
        cls = find_class($1)
        cls && find_method(cls, $3)
      when /\A[A-Z]/
        target = find_class(name)
        target && target.document_self ? target : nil
      else
        find_method(@context, name)
      end
    end

    def find_class(name)
      ctx = @context
      while ctx
        found = ctx.respond_to?(:find_symbol) ? ctx.find_symbol(name) : nil
        return found if found.is_a?(::RDoc::ClassModule)
        ctx = ctx.parent
      end
      found = ::RDoc::TopLevel.every_class_and_module.find { |c| c.full_name == name }
      found
    end

    # a documented method of ctx (or of the classes around it)
    def find_method(ctx, name)
      while ctx
        if ctx.respond_to?(:method_list)
          m = ctx.method_list.find { |meth| meth.name == name && HTMLGenerator.shown?(meth) }
          return m if m
        end
        ctx = ctx.parent
      end
      nil
    end

    def class_path(cls)
      return nil unless cls.respond_to?(:html_path) && cls.html_path
      HTMLGenerator.relative(@from_path, cls.html_path)
    end

    def method_path(meth)
      return nil unless meth.parent.respond_to?(:html_path) && meth.parent.html_path && meth.html_id
      HTMLGenerator.relative(@from_path, meth.parent.html_path) + "#" + meth.html_id
    end
  end

  # Ruby source as HTML, each token in a span of its kind
  module SourceHighlighter
    PLAIN = %w(= ( ) [ ] { } , . ;)

    def self.highlight(src)
      tokens = ::RDoc::RubySourceScanner.new(src).tokens
      res = ""
      pos = 0
      tokens.each { |tk|
        next if tk.kind == :nl
        res << CGI.escapeHTML(src[pos...tk.pos]) if tk.pos > pos
        text = src[tk.pos, tk.text.size]
        css = css_class(tk)
        res << (css ? "<span class=\"#{css}\">#{CGI.escapeHTML(text)}</span>" : CGI.escapeHTML(text))
        pos = tk.pos + text.size
      }
      res << CGI.escapeHTML(src[pos..-1]) if pos < src.size
      res
    end

    def self.css_class(tk)
      case tk.kind
      when :kw then "ruby-keyword kw"
      when :ident, :symbol, :gvar then "ruby-identifier"
      when :ivar, :cvar then "ruby-ivar"
      when :const then "ruby-constant"
      when :number then "ruby-value"
      when :comment then "ruby-comment cmt"
      when :string
        case tk.text
        when /\A\// then "ruby-regexp re"
        when /\A'/ then "ruby-value str"
        when /\A"(?!.*#\{)/m then "ruby-value str"
        else "ruby-node"
        end
      when :op then PLAIN.include?(tk.text) ? nil : "ruby-operator"
      end
    end
  end

  class HTMLGenerator


    # whether a method shows in the output: public and protected ones
    # (all with --all), nothing marked :nodoc:
    def self.shown?(meth)
      return false unless meth.document_self
      Options.instance.show_all || meth.visibility == :public || meth.visibility == :protected || meth.force_documentation
    end

    # the path from page from (a path under the output directory) to to
    def self.relative(from, to)
      from_dirs = File.dirname(from).split("/").reject { |d| d == "." }
      to_parts = to.split("/")
      while !from_dirs.empty? && from_dirs.first == to_parts.first && to_parts.size > 1
        from_dirs.shift
        to_parts.shift
      end
      (([".."] * from_dirs.size) + to_parts).join("/")
    end

    # the methods' numbers go on from run to run in a process, as in rdoc 1.0
    @@seq = 0

    def self.for(options)
      new(options)
    end

    class << self
      protected :new
    end

    def initialize(options)
      @options = options
      load_template
    end

    def generate(toplevels)
      @toplevels = toplevels
      @files = toplevels.sort_by { |t| t.file_relative_name }
      @classes = []
      @methods = []
      number_things
      write_style_sheet
      @files.each { |f| write_file_page(f) }
      @classes.each { |c| write_class_page(c) }
      write_source_pages unless @options.inline_source
      write_index("fr_file_index.html", "Files", @files.map { |f| [f.html_path, f.file_relative_name] })
      write_index("fr_class_index.html", "Classes",
                  @classes.sort_by { |c| c.full_name }.map { |c| [c.html_path, c.full_name] })
      write_index("fr_method_index.html", "Methods",
                  @methods.sort_by { |m| [m.name, m.parent.full_name] }.map { |m|
                    [m.parent.html_path + "#" + m.html_id, "#{m.name} (#{m.parent.full_name})"]
                  })
      write_main_index
    end

    private

    def load_template
      name = @options.template || "html"
      require "rdoc/generators/template/html/#{name}"
      @page = ::RDoc::Page
    rescue LoadError
      $stderr.puts "Could not find HTML template '#{name}'"
      exit 99
    end

    # pages for the files and documented classes; the methods shown,
    # numbered M000001... class by class in the order they were defined
    # (rdoc 1.0 takes its classes in the order of its hash tables)
    def number_things
      @files.each { |f| f.html_path = "files/" + f.file_relative_name.gsub(/\./, "_") + ".html" }
      order = []
      walk = lambda { |ctx|
        (ctx.modules + ctx.classes).sort_by { |c| c.name }.each { |c|
          next unless c.document_self
          unless order.include?(c)
            order << c
            walk.call(c)
          end
        }
      }
      @files.each { |f| walk.call(f) }
      @classes = order
      @classes.each { |c|
        c.html_path = "classes/" + c.full_name.split("::").join("/") + ".html"
        c.method_list.each { |m|
          next unless HTMLGenerator.shown?(m)
          @@seq += 1
          m.html_id = "M%06d" % @@seq
          @methods << m
        }
      }
    end

    def markup(comment, from_path, context)
      return "" if comment.nil? || comment.empty?
      text = comment.gsub(/^\s*#/, "")
      sm = SM::SimpleMarkup.new
      sm.add_special(/\{[^}]+\}\[\S+?\]|\b\S+?\[\S+?\.\S+?\]/, :TIDYLINK)
      sm.add_special(/\b(?:https?|ftp|mailto|file|irc|news):[^\s<>"']*[\w\/]|\bwww\.[^\s<>"']*\w/, :HYPERLINK)
      sm.add_special(/(?:(?:[A-Z]\w*::)+[a-z_]\w*[!?=]?|(?:[A-Z]\w*::)*[A-Z]\w*(?:[#.]\w+[!?=]?)?|#\w+[!?=]?|\b[a-z_]\w*[!?=]?)(?=[^\w]|\z)/, :CROSSREF)
      sm.convert(text, HyperlinkHtml.new(from_path, context))
    end

    def write(path, text)
      FileUtils.mkdir_p(File.dirname(path))
      File.open(path, "w") { |f| f.write(text) }
    end

    def fill(template_parts, values)
      out = ""
      TemplatePage.new(*template_parts).write_html_on(out, values)
      out
    end

    def common_values(path, title)
      {
        "title" => CGI.escapeHTML(title),
        "charset" => @options.charset,
        "style_url" => HTMLGenerator.relative(path, @options.css || "rdoc-style.css"),
      }
    end

    def write_style_sheet
      write("rdoc-style.css", @page::STYLE) unless @options.css
    end

    def write_file_page(file)
      path = file.html_path
      values = common_values(path, "File: #{file.file_relative_name}")
      values["short_name"] = CGI.escapeHTML(File.basename(file.file_relative_name))
      values["full_path"] = CGI.escapeHTML(file.file_relative_name)
      values["dtm_modified"] = (file.file_stat ? file.file_stat.mtime : Time.now).to_s
      values["description"] = markup(file.comment, path, file)
      reqs = file.requires.map { |r| { "name" => CGI.escapeHTML(r.name) } }
      values["requires"] = reqs unless reqs.empty?
      write(path, fill([@page::FILE_PAGE], values))
    end

    def write_class_page(cls)
      path = cls.html_path
      values = common_values(path, "#{cls.is_module? ? 'Module' : 'Class'}: #{cls.full_name}")
      values["classmod"] = cls.is_module? ? "Module" : "Class"
      values["full_name"] = cls.full_name
      values["infiles"] = cls.in_files.map { |f|
        { "full_path" => f.file_relative_name, "full_path_url" => HTMLGenerator.relative(path, f.html_path) }
      }
      unless cls.is_module?
        sup = cls.superclass
        target = sup && ::RDoc::TopLevel.every_class_and_module.find { |c| c.full_name == sup || c.name == sup }
        values["parent"] = CGI.escapeHTML(sup.to_s)
        values["par_url"] = HTMLGenerator.relative(path, target.html_path) if target && target.document_self && target.html_path
      end
      values["description"] = markup(cls.comment, path, cls)
      shown = cls.method_list.select { |m| HTMLGenerator.shown?(m) }
      unless shown.empty?
        values["methods"] = shown.sort_by { |m| m.name }.map { |m| { "name" => CGI.escapeHTML(m.name), "aref" => "#" + m.html_id } }
      end
      values["includes"] = cls.includes.map { |i| { "name" => CGI.escapeHTML(i.name) } } unless cls.includes.empty?
      inner = (cls.modules + cls.classes).select { |c| c.document_self }.sort_by { |c| c.full_name }
      unless inner.empty?
        values["classlist"] = inner.map { |c|
          { "type" => c.is_module? ? "Module" : "Class", "name" => c.full_name, "href" => HTMLGenerator.relative(path, c.html_path) }
        }
      end
      unless cls.constants.empty?
        values["constants"] = cls.constants.map { |c|
          { "name" => c.name, "value" => CGI.escapeHTML(c.value), "desc" => markup(c.comment, path, cls) }
        }
      end
      unless cls.attributes.empty?
        values["attributes"] = cls.attributes.sort.map { |a|
          { "name" => a.name, "rw" => a.rw, "a_desc" => markup(a.comment, path, cls) }
        }
      end
      values["method_list"] = method_sections(cls, shown, path)
      write(path, fill([@page::CLASS_PAGE], values))
    end

    # the methods by kind: public class, public instance, protected...
    def method_sections(cls, shown, path)
      res = []
      [:public, :protected, :private].each { |vis|
        [true, false].each { |singleton|
          list = shown.select { |m| m.visibility == vis && m.singleton == singleton }.sort_by { |m| m.name }
          next if list.empty?
          res << {
            "type" => singleton ? "Class" : "Instance",
            "category" => vis.to_s.capitalize,
            "methods" => list.map { |m| method_values(m, path) },
          }
        }
      }
      res
    end

    def method_values(m, path)
      v = {
        "name" => CGI.escapeHTML(m.name),
        "params" => CGI.escapeHTML(m.call_seq ? "" : html_params(m)),
        "aref" => m.html_id,
        "m_desc" => markup(m.comment, path, m.parent),
      }
      if m.call_seq
        v["callseq"] = CGI.escapeHTML(m.call_seq).gsub(/->/, "&rarr;").gsub(/\n/, "<br />\n")
      end
      if @options.inline_source
        v["sourcecode"] = source_of(m)
      else
        v["codeurl"] = File.basename(path, ".html") + ".src/" + m.html_id + ".html"
      end
      v
    end

    # the parameters shown: a block parameter goes when the method yields
    def html_params(m)
      p = m.param_seq
      p = p.sub(/,?\s*&\w+/, "") if m.block_params
      p
    end

    # the highlighted source of a method, after a comment saying where
    # it is
    def source_of(meth)
      src = meth.respond_to?(:source_text) ? meth.source_text : nil
      return nil unless src
      where = "# File #{meth.source_file}, line #{meth.source_line}"
      "<span class=\"ruby-comment cmt\">#{CGI.escapeHTML(where)}</span>\n" + SourceHighlighter.highlight(src)
    end

    def write_source_pages
      @methods.each { |m|
        code = source_of(m)
        next unless code
        path = m.parent.html_path.sub(/\.html\z/, ".src/") + m.html_id + ".html"
        values = common_values(path, "#{m.name} (#{m.parent.full_name})")
        values["code"] = code
        write(path, fill([@page::SRC_PAGE], values))
      }
    end

    def write_index(path, title, entries)
      values = common_values(path, title)
      values["list_title"] = title
      values["entries"] = entries.map { |href, name| { "href" => href, "name" => name } }
      write(path, fill([@page::INDEX_PAGE], values))
    end

    def write_main_index
      main = @options.main_page
      target = nil
      if main
        found = @classes.find { |c| c.full_name == main } || @files.find { |f| f.file_relative_name == main }
        target = found.html_path if found
      end
      target ||= @files.first ? @files.first.html_path : (@classes.first && @classes.first.html_path)
      values = common_values("index.html", @options.title)
      values["initial_page"] = target
      write("index.html", fill([@page::FRAMESET], values))
    end
  end
end

module RDoc
  class CodeObject
    attr_accessor :html_path
  end

  class AnyMethod
    attr_accessor :html_id, :source_text, :source_file, :source_line
  end
end
