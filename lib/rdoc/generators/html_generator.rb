# rdoc/generators/html_generator.rb - rdoc's HTML output: a frameset
# (index.html) over three indexes (files, classes, methods), a page a
# file (files/), a page a class or module (classes/, nested as the
# classes are) and a page of highlighted source a method (Name.src/, or
# the source inline with --inline-source), filled into the templates of
# rdoc/generators/template/html/<name>.rb.  Comments are marked up with
# links to the classes and methods they name and to URLs.
#
# The methods are numbered M000001... as rdoc 1.0 numbers them: the
# files' methods first, then class by class, each class followed by the
# classes inside it (modules first), in the order of rdoc's hash tables.
require 'fileutils'
require 'cgi'
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'
require 'rdoc/template'
require 'rdoc/options'
require 'rdoc/code_objects'

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

    # what may name a class or method (as rdoc 1.0 sees them): Name#meth
    # or Name.meth, a Name of two letters or more (with ::), #meth, or a
    # word (a method of the context, or a class)
    # (words joined by '.' or '/' are one name, found nowhere; name.meth
    # with a lowercase name too)
    # (Name#meth and #meth take arguments written without spaces with them)
    CROSSREF_RE = /\b\w+(?:::\w+)*[.#]\w+(?:\([.\w+*\/\-=<>]+\))?|\b[A-Z]\w+(?:::\w+)*|#\w+(?:\([.\w+*\/\-=<>]+\))?|\b\w+(?:[_\/.]+\w+)*[!?=]?/

    # a name rdoc found: a link to its page, else the name as text
    def handle_special_CROSSREF(special)
      name = special.text
      target = resolve(name)
      text = @show_hash ? name : name.sub(/\A#/, "")
      return text unless target
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
      when /\A#(\w+)\z/
        find_method(@context, $1)
      when /\A#/   # (#meth(args) is looked up with its arguments: found nowhere)
        nil
      when /\A(\w+(?:::\w+)*)[.#](\w+)(?:\(.*\))?\z/
        cls = find_class($1)
        cls && find_method(cls, $2)
      when /\A[A-Z]/   # (a class first, then a method so named)
        find_class(name) || find_method(@context, name)
      else
        find_method(@context, name)
      end
    end

    # a documented class or module: as rdoc 1.0's find_symbol looks
    def find_class(name)
      return nil unless @context.respond_to?(:find_symbol)
      found = @context.find_symbol(name)
      found.is_a?(::RDoc::ClassModule) && found.document_self ? found : nil
    end

    # a documented method of ctx itself
    def find_method(ctx, name)
      return nil unless ctx.respond_to?(:method_list)
      ctx.method_list.find { |meth| meth.name == name && meth.html_id }
    end

    def class_path(cls)
      return nil unless cls.respond_to?(:html_path) && cls.html_path
      HTMLGenerator.gen_url(@from_path, cls.html_path)
    end

    def method_path(meth)
      return nil unless meth.parent.respond_to?(:html_path) && meth.parent.html_path && meth.html_id
      HTMLGenerator.gen_url(@from_path, meth.parent.html_path) + "#" + meth.html_id
    end
  end

  # Ruby source as HTML, each token in a span of its kind, cut as rdoc
  # 1.0's lexer cuts it (its quirks included: "[]" outside a def is two
  # plain brackets, "=>" a plain "=" and an operator ">", "? " after a name
  # a character, "-1" after an operator one number, "0x1F" a number and a
  # constant)
  module SourceHighlighter
    PLAIN = %w(= ( ) [ ] { } , . ;)

    def self.highlight(src)
      tokens = ::RDoc::RubySourceScanner.new(src).tokens
      res = ""
      pos = 0
      # here document bodies are not shown: their token shows the text
      skips = tokens.select { |tk| tk.heredoc_start }.map { |tk| tk.heredoc_start..tk.heredoc_end }
      pieces(src, tokens).each { |at, text, css, size|
        res << CGI.escapeHTML(without(src, pos, at, skips)) if at > pos
        res << (css ? "<span class=\"#{css}\">#{CGI.escapeHTML(text)}</span>" : CGI.escapeHTML(text))
        pos = at + (size || text.size)
      }
      res << CGI.escapeHTML(without(src, pos, src.size, skips)) if pos < src.size
      res.chomp   # (the line end before a body after the method's end)
    end

    # src from from to to, without the ranges in skips
    def self.without(src, from, to, skips)
      (from...to).to_a.empty? ? "" : begin
        text = ""
        at = from
        skips.each { |r|
          next if r.last < at || r.first >= to
          text << src[at...r.first] if r.first > at
          at = r.last + 1
        }
        text << src[at...to] if at < to
        text
      end
    end

    # a here document's text as rdoc 1.0 shows it, as a string literal:
    # a <<- document's lines without their indentation, a << one's as
    # they are
    def self.heredoc_text(src, tk)
      body = src[tk.heredoc_start...tk.heredoc_end].split("\n", -1)
      body.pop   # (the terminator)
      indented = tk.text =~ /\A<<-/
      body.map { |l| (indented ? l.lstrip : l) + "\n" }.join.inspect
    end

    # [position, text, css class] of each piece shown
    def self.pieces(src, tokens)
      res = []
      prev = nil
      i = 0
      while (tk = tokens[i])
        if tk.kind == :nl   # (not shown, but a value may follow one)
          prev = tk
          i += 1
          next
        end
        text = src[tk.pos, tk.text.size]
        nxt = tokens[i + 1]
        joined = nxt && nxt.pos == tk.pos + text.size
        after_def = prev && prev.kind == :kw && prev.text == "def" ||
          i >= 3 && prev.kind == :op && (prev.text == "." || prev.text == "::") && kw_def?(tokens[i - 3])
        if after_def && tk.kind == :ident && ::RDoc::RubySourceScanner::KEYWORDS.include?(text)
          res << [tk.pos, text, "ruby-keyword kw"]   # (def next: a keyword still)
        elsif after_def && joined && nxt.kind == :op && (nxt.text == "=" && tk.kind != :op || nxt.text == "@" || text == "[]" && nxt.text == "=")
          # def w=, def -@, def []=: one name
          res << [tk.pos, text + nxt.text, tk.kind == :op ? "ruby-operator" : "ruby-identifier"]
          i += 1
        elsif tk.heredoc_start
          res << [tk.pos, heredoc_text(src, tk), "ruby-value str", text.size]
        elsif tk.kind == :op && text == ":" && joined && [:ivar, :cvar, :gvar].include?(nxt.kind) && value_expected?(prev)
          res << [tk.pos, text + nxt.text, "ruby-identifier"]   # :@name
          i += 1
        elsif tk.kind == :string && text =~ /\A%r/ && joined && nxt.kind == :ident && nxt.text =~ /\A[ionse]/
          # (%r{..}o: the option letter is the regexp's)
          res << [tk.pos, text + nxt.text[0, 1], css_class(tk)]
          res << [nxt.pos + 1, nxt.text[1..-1], "ruby-identifier"] if nxt.text.size > 1
          i += 1
        elsif tk.kind == :op && text == "~" && joined && nxt.kind == :ivar
          # (rdoc 1.0 reads ~@ as one operator)
          res << [tk.pos, "~@", "ruby-operator"] << [nxt.pos + 1, nxt.text[1..-1], "ruby-identifier"]
          i += 1
        elsif tk.kind == :op && text == "[]" && !after_def
          res << [tk.pos, "[", nil] << [tk.pos + 1, "]", nil]
        elsif tk.kind == :op && text == "=>"
          res << [tk.pos, "=", nil] << [tk.pos + 1, ">", "ruby-operator"]
        elsif tk.kind == :op && text == "?" && prev && (prev.kind == :ident || prev.kind == :const) && src[tk.pos + 1, 1].to_s =~ /\s/
          res << [tk.pos, src[tk.pos, 2], "ruby-value"]
        elsif tk.kind == :op && (text == "-" || text == "+") && joined && nxt.kind == :number &&
            (value_expected?(prev) || prev.kind == :ident && tk.spaced)
          res << [tk.pos, text + src[nxt.pos, nxt.text.size], "ruby-value"]
          i += 1
        elsif tk.kind == :number && text =~ /\A\?(.+)\z/m && prev && prev.kind == :ident
          # (after a name, ?x is the operator ? and x read again)
          rest = $1
          res << [tk.pos, "?", "ruby-operator"] << [tk.pos + 1, rest, rest =~ /\A\w/ ? "ruby-identifier" : "ruby-operator"]
        elsif tk.kind == :symbol && text =~ /\A:(["'].*)\z/m
          # (a quoted symbol shows as its string, twice)
          str = $1
          res << [tk.pos, str, "ruby-value str", 0] << [tk.pos, str, "ruby-value str", text.size]
        elsif tk.kind == :string && (flags = text[/\A\/.*\/([a-z]+)\z/m, 1]) && flags !~ /\A[ionse]\z/
          # (rdoc 1.0 reads one option letter of a regexp, of these)
          keep = flags[0, 1] =~ /[ionse]/ ? 1 : 0
          re = text[0, text.size - flags.size + keep]
          res << [tk.pos, re, re =~ /#\{/ ? "ruby-node" : "ruby-regexp re"] << [tk.pos + re.size, text[re.size..-1], "ruby-identifier"]
        elsif tk.kind == :number && text =~ /\A0([^xX0-9].*)\z/m
          # (after a leading 0 rdoc 1.0 reads only hex and octal digits)
          rest = $1
          res << [tk.pos, "0", "ruby-value"] << [tk.pos + 1, rest, rest =~ /\A\./ ? "ruby-value" : "ruby-identifier"]
        elsif tk.kind == :number && text =~ /\A(0[xX][0-9a-f_]*)([A-F]\w*)\z/
          res << [tk.pos, $1, "ruby-value"] << [tk.pos + $1.size, $2, "ruby-constant"]
        else
          res << [tk.pos, text, css_class(tk)]
        end
        prev = tokens[i]
        i += 1
      end
      res
    end

    def self.kw_def?(tk)
      tk.kind == :kw && tk.text == "def"
    end

    # whether a value (not an operator) comes after token prev
    def self.value_expected?(prev)
      prev.nil? || prev.kind == :nl || prev.kind == :op && !%w(\) ] }).include?(prev.text) ||
        prev.kind == :kw && !%w(end self true false nil).include?(prev.text)
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
        when /\A(\/|%r)(?!.*#\{)/m then "ruby-regexp re"
        when /\A('|%q)/ then "ruby-value str"
        when /\A%w/ then "ruby-node"
        when /\A("|%[qQ]?[^\w\s])(?!.*#\{)/m then "ruby-value str"
        when /\A(`|%x)(?!.*#\{)/m then "ruby-value"
        else "ruby-node"
        end
      when :op then PLAIN.include?(tk.text) ? nil : "ruby-operator"
      end
    end
  end

  class HTMLGenerator

    # the path from page path to page target, both under the output
    # directory (as rdoc 1.0 writes it: "../.././rdoc-style.css")
    def self.gen_url(path, target)
      from = File.dirname(path).split("/")
      to_dir, to_file = File.split(target)
      to = to_dir.split("/")
      while !from.empty? && !to.empty? && from[0] == to[0]
        from.shift
        to.shift
      end
      File.join(*(([".."] * from.size) + to + [to_file]))
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
      @files = []
      @classes = []
      @methods = []
      build_indices
      write_style_sheet
      (@files + @classes).each { |page| write_page(page) if page.document_self }
      write_source_pages unless @options.inline_source
      write_indexes
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

    # The files, then the classes as rdoc 1.0 walks them (each followed
    # by those inside it), their shown methods numbered in that order;
    # the XML output numbers them the same way.
    def self.number_all(toplevels, options)
      contexts = toplevels.dup
      walk = lambda { |c| contexts << c; c.each_classmodule { |inner| walk.call(inner) } }
      ::RDoc::TopLevel.all_classes_and_modules.each { |c| walk.call(c) }
      methods = []
      contexts.each { |ctx|
        ctx.html_methods = ctx.method_list.select { |m| shown?(m, options) }
        ctx.html_methods.each { |m|
          @@seq += 1
          m.html_id = "M%06d" % @@seq
          methods << m
        }
      }
      [contexts, methods]
    end

    # public and protected methods (all with --all)
    def self.shown?(m, options)
      options.show_all || m.visibility == :public || m.visibility == :protected || m.force_documentation
    end

    # pages and method numbers in rdoc 1.0's order
    def build_indices
      contexts, @methods = HTMLGenerator.number_all(@toplevels, @options)
      contexts.each { |ctx|
        if ctx.is_a?(::RDoc::TopLevel)
          ctx.html_path = "files/" + ctx.file_relative_name.tr(".", "_") + ".html"
          @files << ctx
        else
          ctx.html_path = "classes/" + ctx.full_name.split("::").join("/") + ".html"
          @classes << ctx
        end
      }
    end

    # a comment as HTML: its leading '#'s made spaces when every line has
    # them; with remove_para the first paragraph's <p> and a </p> go
    def markup(str, path, context, remove_para = false)
      return "" if str.nil? || str.empty?
      content = str =~ /^(?>\s*)[^\#]/ ? str : str.gsub(/^\s*(#+)/) { $1.tr("#", " ") }
      sm = SM::SimpleMarkup.new
      sm.add_special(/\{[^}]+\}\[\S+?\]|\b\S+?\[\S+?\.\S+?\]/, :TIDYLINK)
      sm.add_special(/\b(?:https?|ftp|mailto|file|irc|news):[^\s<>"']*[\w\/]|\bwww\.[^\s<>"']*\w/, :HYPERLINK)
      sm.add_special(HyperlinkHtml::CROSSREF_RE, :CROSSREF)
      res = sm.convert(content, HyperlinkHtml.new(path, context))
      if remove_para
        res = res.sub(/^<p>/, "")
        res = res.sub(/<\/p>$/, "")
      end
      res
    end

    def write(path, text)
      FileUtils.mkdir_p(File.dirname(path))
      File.open(path, "w") { |f| f.write(text) }
    end

    def fill(parts, values)
      out = ""
      TemplatePage.new(*parts).write_html_on(out, values)
      out
    end

    def common_values(path, title)
      {
        "title" => title,
        "charset" => @options.charset,
        "style_url" => HTMLGenerator.gen_url(path, @options.css || "rdoc-style.css"),
      }
    end

    def write_style_sheet
      write("rdoc-style.css", @page::STYLE.chomp) unless @options.css
    end

    def write_page(ctx)
      path = ctx.html_path
      if ctx.is_a?(::RDoc::TopLevel)
        values = file_values(ctx)
        header = @page::FILE_PAGE
      else
        values = class_values(ctx)
        header = @page::CLASS_PAGE
      end
      values.update(context_values(ctx, path))
      write(path, fill([@page::BODY, header.chomp, @page::METHOD_LIST.chomp], values))
    end

    def file_values(file)
      name = file.file_relative_name
      values = common_values(file.html_path, "File: #{File.basename(name)}")
      values["short_name"] = CGI.escapeHTML(File.basename(name))
      values["full_path"] = CGI.escapeHTML(name)
      values["dtm_modified"] = (file.file_stat ? file.file_stat.mtime : Time.now).to_s
      values["cvsurl"] = cvs_url(name) if @options.webcvs
      reqs = referenced_list(file, file.requires) { |n| [n + ".rb"] }
      values["requires"] = reqs unless reqs.empty?
      values
    end

    def class_values(cls)
      path = cls.html_path
      kind = cls.is_module? ? "Module" : "Class"
      values = common_values(path, "#{kind}: #{cls.full_name}")
      values["classmod"] = kind
      values["full_name"] = cls.full_name
      values["infiles"] = cls.in_files.map { |f|
        h = { "full_path" => f.file_relative_name,
              "full_path_url" => f.html_path && HTMLGenerator.gen_url(path, f.html_path) }
        h["cvsurl"] = cvs_url(f.file_relative_name) if @options.webcvs
        h
      }
      # (Object itself, made for a C global constant, has no parent)
      unless cls.is_module? or (cls.superclass.nil? and cls.full_name == "Object")
        sup = cls.superclass || "Object"
        values["parent"] = CGI.escapeHTML(sup)
        target = cls.parent && superclass_symbol(cls.parent, sup)
        if target.respond_to?(:html_path) && target.html_path && target.document_self
          values["par_url"] = HTMLGenerator.gen_url(path, target.html_path)
        end
      end
      values
    end

    # the superclass as rdoc 1.0 finds it: among the classes of the
    # class's container, else a class of that full name
    def superclass_symbol(ctx, name)
      found = ctx.find_local_symbol(name) unless name =~ /::/
      found || @classes.find { |c| c.full_name == name }
    end

    def cvs_url(name)
      url = @options.webcvs
      url =~ /%s/ ? url.sub(/%s/, name) : url + name
    end

    # what file and class pages share: description, summary, sections
    def context_values(ctx, path)
      values = {}
      values["description"] = markup(ctx.comment, path, ctx) unless ctx.comment.to_s.empty?
      list = ctx.html_methods.sort { |a, b| a.name <=> b.name }
      unless list.empty?
        values["methods"] = list.map { |m| { "name" => CGI.escapeHTML(m.name), "aref" => "#" + m.html_id } }
      end
      incs = referenced_list(ctx, ctx.includes)
      values["includes"] = incs unless incs.empty?
      titled = ctx.sections.select { |s| s.title }
      unless titled.empty?
        values["toc"] = titled.map { |s| { "secname" => s.title, "href" => s.sequence } }
      end
      values["sections"] = ctx.sections.map { |s| section_values(ctx, s, path) }
      values
    end

    def section_values(ctx, section, path)
      v = { "sectitle" => section.title, "secsequence" => section.sequence,
            "seccomment" => markup(section.comment, path, ctx) }
      classes = ctx.is_a?(::RDoc::TopLevel) ? "" : class_list(0, ctx, section, path)
      v["classlist"] = classes unless classes.empty?
      consts = ctx.constants.select { |c| c.section == section }.map { |c|
        h = { "name" => CGI.escapeHTML(c.name), "value" => CGI.escapeHTML(c.value.to_s) }
        h["desc"] = markup(c.comment, path, ctx, true) unless c.comment.to_s.empty?
        h
      }
      v["constants"] = consts unless consts.empty?
      aliases = ctx.aliases.select { |a| a.section == section }.map { |a|
        h = { "old_name" => a.old_name, "new_name" => a.new_name }   # (unescaped, as 1.0)
        h["desc"] = markup(a.comment, path, ctx, true) unless a.comment.to_s.empty?
        h
      }
      v["aliases"] = aliases unless aliases.empty?
      attrs = ctx.attributes.select { |a|
        a.section == section && (@options.show_all || a.visibility == :public || a.visibility == :protected)
      }.sort.map { |a|
        { "name" => CGI.escapeHTML(a.name), "rw" => a.rw, "a_desc" => markup(a.comment, path, ctx, true) }
      }
      v["attributes"] = attrs unless attrs.empty?
      details = method_details(ctx, section, path)
      v["method_list"] = details unless details.empty?
      v
    end

    # the classes and modules inside ctx (those inside them indented)
    def class_list(level, ctx, section, path)
      res = ""
      prefix = "&nbsp;&nbsp;::" * level
      [["Module", ctx.modules], ["Class", ctx.classes]].each { |kind, list|
        list.sort.each { |c|
          next unless c.section == section && c.document_self
          res << prefix << kind << " <a href=\"" << HTMLGenerator.gen_url(path, c.html_path) <<
            "\" class=\"link\">" << c.full_name << "</a><br />\n" << class_list(level + 1, c, section, path)
        }
      }
      res
    end

    # includes and requires: a link when rdoc documents what they name
    def referenced_list(ctx, items)
      items.map { |i|
        ref = find_reference(ctx, i.name)
        if !ref && block_given?
          yield(i.name).each { |n| ref ||= @files.find { |f| f.file_relative_name == n } }
        end
        h = { "name" => CGI.escapeHTML(i.name) }
        h["aref"] = HTMLGenerator.gen_url(ctx.html_path, ref.html_path) if ref && ref.document_self && ref.html_path
        h
      }
    end

    def find_reference(ctx, name)
      ref = @classes.find { |c| c.full_name == name } || @files.find { |f| f.file_relative_name == name }
      container = ctx.parent
      while !ref && container && container.respond_to?(:full_name) && container.full_name
        ref = @classes.find { |c| c.full_name == container.full_name + "::" + name }
        container = container.parent
      end
      unless ref
        sym = ctx.find_symbol(name) rescue nil
        ref = sym if sym.is_a?(::RDoc::ClassModule)
      end
      ref
    end

    # the methods of a section: public class methods first, then
    # protected, private, then the instance methods likewise
    def method_details(ctx, section, path)
      res = []
      methods = ctx.html_methods.sort { |a, b| a.name <=> b.name }
      [true, false].each { |singleton|
        [:public, :protected, :private].each { |vis|
          list = methods.select { |m|
            m.section == section && m.document_self && m.visibility == vis && !!m.singleton == singleton
          }
          next if list.empty?
          res << { "type" => singleton ? "Class" : "Instance",
                   "category" => vis.to_s.capitalize,
                   "methods" => list.map { |m| method_values(m, path) } }
        }
      }
      res
    end

    def method_values(m, path)
      v = { "name" => CGI.escapeHTML(m.name), "aref" => m.html_id }
      if m.call_seq
        v["callseq"] = m.call_seq.gsub(/->/, "&rarr;").gsub(/\n/, "<br />\n")   # (not escaped, as 1.0)
      else
        v["params"] = CGI.escapeHTML(html_params(m))
      end
      desc = markup(m.comment, path, m.parent)
      v["m_desc"] = desc.chomp unless desc.empty?
      aka = aliases_shown(m, path)
      v["aka"] = aka unless aka.empty?
      code = source_of(m)
      if code
        if @options.inline_source
          v["sourcecode"] = code
        else
          v["codeurl"] = File.basename(path, ".html") + ".src/" + m.html_id + ".html"
        end
      end
      v
    end

    # the documented aliases of a method, linked (the kilmer template
    # lists them under the method)
    def aliases_shown(m, path)
      m.aliases.select { |a| a.html_id && a.parent.html_path }.map { |a|
        { "name" => CGI.escapeHTML(a.name),
          "aref" => HTMLGenerator.gen_url(path, a.parent.html_path) + "#" + a.html_id }
      }
    end

    # the parameters shown: a block parameter goes when the method yields
    def html_params(m)
      p = m.param_seq
      p = p.sub(/,?\s*&\w+/, "") if m.block_params
      p
    end

    # the highlighted source of a method, after a comment saying where
    # it is (numbered lines with --line-numbers)
    def source_of(meth)
      return nil if meth.is_alias_for
      return CGI.escapeHTML(meth.c_source) if meth.c_source   # (C: the text as it is)
      src = meth.source_text
      return nil unless src
      where = "# File #{meth.source_file}, line #{meth.source_line}"
      code = "<span class=\"ruby-comment cmt\">#{CGI.escapeHTML(where)}</span>\n" + SourceHighlighter.highlight(src)
      @options.include_line_numbers ? add_line_numbers(code, meth.source_line) : code
    end

    # "NN: " before each line; the first (the comment) gets spaces
    def add_line_numbers(code, line)
      first = line - 1
      size = (first + code.count("\n")).to_s.size
      fmt = " " * (size + 2)
      code.gsub(/^/) {
        res = fmt == "%#{size}d: " ? format(fmt, first) : fmt
        first += 1
        fmt = "%#{size}d: "
        res
      }
    end

    def write_source_pages
      @methods.each { |m|
        code = source_of(m)
        next unless code && m.parent.document_self
        path = m.parent.html_path.sub(/\.html\z/, ".src/") + m.html_id + ".html"
        owner = m.parent.is_a?(::RDoc::TopLevel) ? m.parent.file_relative_name : m.parent.full_name
        values = common_values(path, CGI.escapeHTML("#{m.name} (#{owner})"))
        values["code"] = code
        write(path, fill([@page::SRC_PAGE.chomp], values))
      }
    end

    def write_indexes
      write_index("fr_file_index.html", "Files", :FILE_INDEX,
                  @files.sort { |a, b| a.file_relative_name <=> b.file_relative_name }.map { |f|
                    [f.html_path, f.file_relative_name] })
      classes = @classes.select { |c| c.document_self }
      write_index("fr_class_index.html", "Classes", :CLASS_INDEX,
                  classes.sort { |a, b| a.full_name <=> b.full_name }.map { |c| [c.html_path, c.full_name] })
      methods = @methods.select { |m| m.parent.document_self }
      write_index("fr_method_index.html", "Methods", :METHOD_INDEX,
                  methods.sort { |a, b| a.name <=> b.name }.map { |m|
                    owner = m.parent.is_a?(::RDoc::TopLevel) ? m.parent.file_relative_name : m.parent.full_name
                    [m.parent.html_path + "#" + m.html_id, "#{m.name} (#{owner})"]
                  })
    end

    # an index page from the template's page of that name
    def write_index(path, title, page, entries)
      values = common_values(path, title)
      values["list_title"] = title
      values["initial_page"] = main_page_path
      values["entries"] = entries.map { |href, name| { "href" => href, "name" => name } }
      write(path, fill([@page.const_get(page).chomp], values))
    end

    # the page the frames open first: --main's, else the first file's
    def main_page_path
      main = @options.main_page
      target = nil
      if main
        found = @classes.find { |c| c.full_name == main } || @files.find { |f| f.file_relative_name == main }
        target = found.html_path if found
      end
      target || (@files.first ? @files.first.html_path : (@classes.first && @classes.first.html_path))
    end

    def write_main_index
      values = common_values("index.html", CGI.escapeHTML(@options.title))
      values["initial_page"] = main_page_path
      values["inline_source"] = "yes" if @options.inline_source
      write("index.html", fill([@page::INDEX.chomp], values))
      # templates with a source frame show this page in it at first
      write("blank.html", @page::BLANK.chomp) if @page.const_defined?(:BLANK)
    end
  end
end

module RDoc
  class CodeObject
    attr_accessor :html_path
  end

  class Context
    attr_accessor :html_methods
  end

  class AnyMethod
    attr_accessor :html_id
  end
end
