# rdoc/parsers/parse_rb.rb - the Ruby parser of rdoc: finds the classes,
# modules, methods, aliases, attributes, constants, includes and requires
# of Ruby source with the comments before them.
#
# The source is cut into tokens by RDoc::RubySourceScanner (strings, here
# documents, %-literals, regexps and comments kept whole, so that keywords
# inside them are not taken for code); RubyParser then walks the tokens
# statement by statement, keeping the nesting of the blocks that end with
# 'end' to know which class a definition is in and where a method ends.
require 'rdoc/code_objects'
require 'rdoc/tokenstream'
require 'rdoc/markup/simple_markup/preprocess'
require 'rdoc/parsers/parserfactory'

module RDoc

  # a token: its kind (:ident :const :kw :ivar :gvar :cvar :symbol :number
  # :string :op :nl :comment), its text, line, and whether a blank came
  # before it
  RubySourceToken = Struct.new(:kind, :text, :line, :spaced, :pos, :heredoc_end, :heredoc_start)

  class RubySourceScanner
    KEYWORDS = %w(BEGIN END alias and begin break case class def defined? do
                  else elsif end ensure false for if in module next nil not or
                  redo rescue retry return self super then true undef unless
                  until when while yield __FILE__ __LINE__)

    # after these a value (so a literal) comes next
    VALUE_AFTER_KW = %w(and begin case do else elsif if in not or return then
                        unless until when while yield)

    OPERATORS = %w(**= <=> === ... <<= >>= &&= ||= == != >= <= && || << >> ** =~ !~
                   += -= *= /= %= |= &= ^= :: .. -> => [] + - * / % = < > ! & | ^ ~
                   ? : , . ; ( ) [ ] { })

    PAIRS = { "(" => ")", "[" => "]", "{" => "}", "<" => ">" }

    def initialize(src)
      @src = src
      @pos = 0
      @line = 1
      @tokens = []
      @heredocs = []
      @spaced = false
    end

    def tokens
      scan until @pos >= @src.size
      @tokens
    end

    private

    def add(kind, text)
      @tokens << RubySourceToken.new(kind, text, @line, @spaced, @tok_start)
      @spaced = false
    end

    # ':name' is a ':' then a name where rdoc 1.0's lexer has just read a
    # value: after yield, super, break, next, defined?, a variable with
    # a sigil, or a '? ' it took for a character
    def colon_is_operator?
      last = @tokens.last
      return false unless last
      return true if last.kind == :kw && %w(yield super break next defined?).include?(last.text)
      return true if [:ivar, :gvar, :cvar].include?(last.kind)
      before = @tokens[-2]
      last.kind == :op && last.text == "?" && before && [:ident, :const].include?(before.kind) &&
        @src[last.pos + 1, 1].to_s =~ /\s/
    end

    def value_expected?
      last = @tokens.last
      return true unless last
      case last.kind
      when :nl, :comment then true
      when :op then ![")", "]", "}"].include?(last.text)
      when :kw then VALUE_AFTER_KW.include?(last.text)
      when :ident then @spaced && @src[@pos + 1, 1] !~ /[ \t=]/
      else false
      end
    end

    def scan
      @tok_start = @pos
      rest = @src[@pos..-1]
      at_line_start = @pos == 0 || @src[@pos - 1] == ?\n
      case rest
      when /\A[ \t\f\r]+/, /\A\\\r?\n/
        @spaced = true
        @line += 1 if $&.include?("\n")
        @pos += $&.size
      when /\A\n/
        add(:nl, "\n")
        @pos += 1
        @line += 1
        read_heredoc_bodies
      when /\A#[^\n]*/
        add(:comment, $&)
        @pos += $&.size
      when /\A=begin\b/
        if at_line_start
          stop = @src.index(/^=end\b[^\n]*\n?/, @pos)
          text = stop ? @src[@pos...stop] + $& : @src[@pos..-1]
          @line += text.count("\n")
          @pos += text.size
        else
          scan_operator(rest)
        end
      when /\A__END__\r?$/
        at_line_start ? @pos = @src.size : scan_word(rest)
      when /\A[A-Za-z_][A-Za-z0-9_]*[?!]?/
        scan_word(rest)
      when /\A@@\w+/, /\A@\w+/
        add($&[1] == ?@ ? :cvar : :ivar, $&)
        @pos += $&.size
      when /\A\$(\w+|[^\w\s])/
        add(:gvar, $&)
        @pos += $&.size
      when /\A(0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*(\.\d[\d_]*)?([eE][+-]?\d+)?)/
        add(:number, $&)
        @pos += $&.size
      when /\A["`]/
        add(:string, read_delimited(@pos + 1, $&, $&, true))
      when /\A'/
        add(:string, read_delimited(@pos + 1, "'", "'", false))
      when /\A%([qQwWrxs]?)([^\w\s])/
        if value_expected? || $1 != ""
          open = $2
          add($1 == "s" ? :symbol : :string, read_delimited(@pos + $&.size, open, PAIRS[open] || open, $1 != "q" && $1 != "w"))
        else
          scan_operator(rest)
        end
      when /\A\//
        if value_expected?
          text = read_delimited(@pos + 1, "/", "/", true)
          if (flags = @src[@pos..-1][/\A[imxounse]+/])
            text += flags
            @pos += flags.size
          end
          add(:string, text)
        else
          scan_operator(rest)
        end
      when /\A<<(-?)(["'`]?)([A-Za-z_]\w*)\2/
        if value_expected?
          add(:string, $&)
          @heredocs << [$3, $1 == "-", @tokens.last]
          @pos += $&.size
        else
          scan_operator(rest)
        end
      when /\A:(["'])/
        add(:symbol, read_delimited(@pos + 2, $1, $1, $1 == '"'))   # (the text from the ':')
      when /\A:([A-Za-z_]\w*[?!=]?|\[\]=?|<=>|===?|=~|<<|>>|[<>]=?|\*\*|[-+*\/%&|^~!]@?|!=)/
        if colon_is_operator?
          scan_operator(rest)
        else
          add(:symbol, $&)
          @pos += $&.size
        end
      when /\A\?(\\.|[^\s])/
        if value_expected?
          add(:number, $&)
          @pos += $&.size
        else
          scan_operator(rest)
        end
      else
        scan_operator(rest)
      end
    end

    def scan_word(rest)
      word = rest[/\A[A-Za-z_][A-Za-z0-9_]*[?!]?/]
      word = word.chop if word =~ /[?!]\z/ && rest[word.size, 1] == "="  && rest[word.size, 2] != "=="
      last = @tokens.last
      after_dot = last && last.kind == :op && (last.text == "." || last.text == "::") && !(last.text == "::" && word =~ /\A[A-Z]/)
      after_def = last && last.kind == :kw && last.text == "def" && word != "self"
      kind = if KEYWORDS.include?(word) && !after_dot && !after_def then :kw
             elsif word =~ /\A[A-Z]/ then :const
             else :ident
             end
      if word == "defined?" && kind != :kw
        kind = :ident
      end
      add(kind, word)
      @pos += word.size
    end

    def scan_operator(rest)
      op = (OPERATORS.find { |o| rest[0, o.size] == o } || rest[0, 1]).dup
      add(:op, op)
      @pos += op.size
    end

    # the text of a literal from its opening delimiter on; nesting
    # delimiters count, interpolations are skipped whole
    def read_delimited(start, open, close, interpolate)
      i = start
      depth = 1
      while i < @src.size
        c = @src[i, 1]
        if c == "\\"
          i += 2
          next
        elsif interpolate && c == "#" && @src[i + 1, 1] == "{"
          i = skip_interpolation(i + 2)
          next
        elsif c == close && open != close && (depth -= 1) == 0 || c == close && open == close
          i += 1
          break
        elsif c == open && open != close
          depth += 1
        end
        i += 1
      end
      text = @src[@pos...i]
      @line += text.count("\n")
      @pos = i
      text
    end

    def skip_interpolation(i)
      depth = 1
      while i < @src.size && depth > 0
        case @src[i, 1]
        when "{" then depth += 1
        when "}" then depth -= 1
        when "\\" then i += 1
        end
        i += 1
      end
      i
    end

    def read_heredoc_bodies
      until @heredocs.empty?
        tag, indented, tok = @heredocs.shift
        re = indented ? /^[ \t]*#{Regexp.escape(tag)}\r?$\n?/ : /^#{Regexp.escape(tag)}\r?$\n?/
        stop = @src.index(re, @pos)
        text = stop ? @src[@pos...stop] + $& : @src[@pos..-1]
        tok.heredoc_end = @pos + text.chomp.size   # (a value shows the body too)
        tok.heredoc_start = @pos
        @line += text.count("\n")
        @pos += text.size
      end
    end
  end

  # the Ruby parser: registered for .rb, .rbw and .cgi files
  class RubyParser
    include RDoc
    extend ParserFactory

    parse_files_matching(/\.(?:rbw?|cgi|builder)\z/)

    NORMAL = "::"
    SINGLE = "<<"

    # keywords opening a block that 'end' closes (if/unless/while/until
    # only when they begin a statement)
    OPENERS = %w(class module def begin case for do)
    STATEMENT_OPENERS = %w(if unless while until)

    def initialize(top_level, file_name, content, options, stats)
      @options = options
      @stats = stats
      @size = 0
      @token_listeners = nil
      @top_level = top_level
      @file_name = file_name
      @content = content
    end

    def scan
      @tokens = RubySourceScanner.new(@content).tokens
      @i = 0
      @top_level.comment = file_comment
      parse_statements(@top_level, :top)
      @top_level
    end

    private

    def peek(n = 0)
      @tokens[@i + n]
    end

    def take
      tk = @tokens[@i]
      @i += 1
      quoted_symbol_message(tk) if tk && tk.kind == :symbol && tk.text =~ /\A:["']/
      tk
    end

    # rdoc 1.0's lexer does not read :"..." and says so (unless quiet),
    # once, when the parse reaches it; the column is where the quote ends
    def quoted_symbol_message(tk)
      return if @options.quiet || (@told ||= {})[tk.object_id]
      @told[tk.object_id] = true
      col = tk.pos + tk.text.size - ((@content.rindex("\n", tk.pos - 1) || -1) + 1)
      $stderr.puts "\n#{@file_name}:#{tk.line}:#{col}: ':' not followed by identifier or operator"
    end

    def kw?(tk, *words)
      tk && tk.kind == :kw && (words.empty? || words.include?(tk.text))
    end

    def op?(tk, *ops)
      tk && tk.kind == :op && ops.include?(tk.text)
    end

    # the leading comment of the file
    def file_comment
      j = 0
      j += 1 while @tokens[j] && @tokens[j].kind == :nl
      lines = []
      while (tk = @tokens[j]) && tk.kind == :comment
        lines << tk.text
        j += 1
        j += 1 if @tokens[j] && @tokens[j].kind == :nl
      end
      return "" if lines.empty?
      lines.shift if lines.first =~ /\A#!/
      # (the comment goes to what follows too, whatever it is, as in rdoc 1.0)
      without_private(lines.join("\n"))
    end

    # statements until the 'end' (or the end of the source) of the
    # context; kind is :top, :class or :def
    def parse_statements(context, kind)
      comment = []
      parted = false
      start = true
      section = nil
      while (tk = peek)
        case tk.kind
        when :nl
          take
          start = true
          if blank_line?
            parted = true
            section = nil
          end
          next
        when :comment
          take
          if tk.text =~ /\A#\s*:(stopdoc|startdoc|enddoc):/
            directive(context, $1)
          elsif tk.line == 1 && tk.text =~ /\A#!/
            # (the #! line is no one's comment)
          elsif start && tk.text =~ /\A#\s*:section:(.*)/
            # a new section: the rest of its comment block describes it
            section = context.set_current_section($1.strip, "")
            comment = []
          elsif start && section
            section.set_comment((section.comment.empty? ? "" : section.comment + "\n") + tk.text)
          elsif start
            # a comment block after a blank line replaces the one before
            comment = [] if parted
            parted = false
            comment << tk.text
          end
          next
        end
        if op?(tk, ";")
          take
          start = true
          next
        end
        text = without_private(comment.join("\n"))
        comment = []
        section = nil
        if kw?(tk, "end")
          take
          return
        end
        if op?(tk, "}")
          take
          return if kind == :brace
          next
        end
        parse_statement(context, text, start)
        start = false
      end
    end

    # a comment without its #-- ... #++ parts (to the end without a #++)
    # (and without the :main: and :title: lines, which set those options)
    def without_private(text)
      text = text.gsub(/^#--.*?^#\+\+\n?/m, "").sub(/^#--.*/m, "")
      text.gsub(/^\s*#\s*:(main|title):\s*(.*)\n?/) {
        $1 == "main" ? @options.main_page = $2.strip : @options.title = $2.strip
        ""
      }
    end

    # whether the line end just taken closes an empty line
    def blank_line?
      before = @tokens[@i - 2]
      @i >= 2 && before && before.kind == :nl
    end

    def directive(context, name)
      case name
      when "stopdoc" then context.stop_doc
      when "startdoc" then context.start_doc; context.force_documentation = true
      when "enddoc" then context.done_documenting = true
      end
    end

    def parse_statement(context, comment, start)
      tk = peek
      if kw?(tk, "class")
        take
        parse_class(context, comment)
      elsif kw?(tk, "module")
        take
        parse_module(context, comment)
      elsif kw?(tk, "def")
        take
        parse_method(context, comment)
      elsif kw?(tk, "alias")
        take
        parse_alias(context, comment)
      elsif tk.kind == :const && start && (n = constant_assignment)
        @i += n - 1   # A, B, C = ...: the last name gets the value
        parse_constant(context, comment)
      elsif tk.kind == :ident && start && context.is_a?(ClassModule) || tk.kind == :ident && start && context.is_a?(TopLevel)
        parse_call(context, comment)
      elsif opener?(tk, @tokens[@i - 1])
        take
        skip_do_of_loop if %w(while until for).include?(tk.text)
        scan_body(context, :end)   # (rdoc 1.0 reads the definitions in blocks)
      elsif op?(tk, "{")
        take
        scan_body(context, :brace)
      else
        take
      end
    end

    # whether keyword tk (after token before) opens a block 'end' closes:
    # if/unless/while/until do unless they follow a value (modifiers)
    def opener?(tk, before)
      return false unless tk && tk.kind == :kw
      return true if OPENERS.include?(tk.text)
      return false unless STATEMENT_OPENERS.include?(tk.text)
      return true if before.nil? || before.kind == :nl || before.kind == :comment
      return ![")", "]", "}", "[]"].include?(before.text) if before.kind == :op
      return !%w(end self nil true false __FILE__ __LINE__ break next redo retry return super yield).include?(before.text) if before.kind == :kw
      false
    end

    # while/until/for ... do: the 'do' belongs to the loop
    def skip_do_of_loop
      j = @i
      while (tk = @tokens[j]) && tk.kind != :nl && !op?(tk, ";")
        if kw?(tk, "do")
          @tokens.delete_at(j)
          return
        end
        if op?(tk, "{") && block_brace?(@tokens[j - 1])
          quiet_openers_of_block(j)
          return
        end
        j += 1
      end
    end

    # A block in a while or until condition: rdoc 1.0 does not see the
    # blocks opened at the start of its lines (an if, a begin...), though
    # their 'end's still close one (so the method, and the class, end early)
    def quiet_openers_of_block(j)
      braces = 0
      while (tk = @tokens[j])
        if op?(tk, "{") then braces += 1
        elsif op?(tk, "}")
          braces -= 1
          return if braces == 0
        elsif kw?(tk, *%w(if unless while until begin case)) && @tokens[j - 1].kind == :nl
          tk.kind = :ident
        end
        j += 1
      end
    end

    # tokens up to the 'end' matching an opener just taken
    def skip_block
      start = true
      while (tk = take)
        case tk.kind
        when :nl then start = true; next
        when :comment then next
        end
        if op?(tk, ";") then start = true; next end
        return if kw?(tk, "end")
        if opener?(tk, @tokens[@i - 2])
          skip_do_of_loop if %w(while until for).include?(tk.text)
          skip_block
        elsif op?(tk, "{")
          skip_braces
        end
        start = kw?(tk, "then", "do", "else", "begin", "ensure", "rescue", "when", "elsif") ? true : false
      end
    end

    def skip_braces
      while (tk = take)
        return if op?(tk, "}")
        if op?(tk, "{") then skip_braces
        elsif kw?(tk, "do", "begin", "case", "def", "class", "module") then skip_block
        end
      end
    end

    # the rest of the statement's line (to a newline, ';' or comment)
    def rest_of_line
      parts = []
      while (tk = peek) && tk.kind != :nl && tk.kind != :comment && !op?(tk, ";")
        parts << take
      end
      parts
    end

    def join_tokens(tks)
      res = ""
      tks.each_with_index { |tk, n|
        res << " " if n > 0 && tk.spaced
        res << tk.text
      }
      res
    end

    def line_comment
      peek && peek.kind == :comment ? peek.text : ""
    end

    # a character of the progress line (m module, c class, . method) and
    # the count for the statistics
    def progress(char, stat)
      $stderr.print(char) unless @options.quiet
      @stats.__send__("#{stat}=", @stats.__send__(stat) + 1) if @stats
    end

    def parse_class(context, comment)
      progress("c", :num_classes)
      if op?(peek, "<<")
        take
        target = rest_of_line
        if target.size == 1 && kw?(target[0], "self")
          parse_statements_singleton(context)
        elsif target.size == 1 && target[0].kind == :const && (cls = context.find_module_named(target[0].text))
          parse_statements_singleton(cls)   # class << SomeClass
        else
          # (class << obj: read, as rdoc 1.0 reads it, but documented nowhere)
          parse_statements_singleton(NormalModule.new(join_tokens(target)))
        end
        return
      end
      name_tks = []
      name_tks << take while peek && (peek.kind == :const || op?(peek, "::"))
      superclass = nil
      if op?(peek, "<")
        take
        superclass = expression_text(false)   # (over line ends, as a constant's value)
        # (after a call's ')' rdoc 1.0 keeps the ';' that ends the line's
        # statement: "Struct.new(:a);")
        if superclass =~ /\)\z/ && op?(peek, ";")
          last = @tokens[@i - 1]
          superclass += @content[last.pos + last.text.size..peek.pos]
        end
      end
      container, name = container_for(context, name_tks.map { |t| t.text }.join)
      cls = container.add_class(NormalClass, name, superclass || "Object")
      cls.record_location(@top_level)
      modifiers(cls, comment, line_comment)
      take if peek && peek.kind == :comment
      parse_body(cls)
      cls
    end

    def parse_module(context, comment)
      progress("m", :num_modules)
      name_tks = []
      name_tks << take while peek && (peek.kind == :const || op?(peek, "::"))
      container, name = container_for(context, name_tks.map { |t| t.text }.join)
      mod = container.add_module(NormalModule, name)
      mod.record_location(@top_level)
      modifiers(mod, comment, line_comment)
      take if peek && peek.kind == :comment
      parse_body(mod)
      mod
    end

    # a class or module body: its defs are its own, even inside class << X;
    # under ":nodoc: all" rdoc 1.0 does not read it at all
    def parse_body(cm)
      return skip_block unless cm.document_children
      saved, @singleton = @singleton, false
      cm.ongoing_visibility = :public   # (a class opened again starts public)
      parse_statements(cm, :class)
    ensure
      @singleton = saved
    end

    # the context a (possibly qualified) name is defined in, and its last part
    def container_for(context, full)
      container = full =~ /\A::/ ? @top_level : context
      parts = full.sub(/\A::/, "").split("::")
      name = parts.pop
      parts.each { |p|
        found = container.find_module_named(p)
        container = found || container.add_module(NormalModule, p)
      }
      [container, name]
    end

    # class << self ... end: its methods are singletons
    def parse_statements_singleton(context)
      saved = context.visibility
      @singleton = true
      parse_statements(context, :class)
    ensure
      @singleton = false
      context.visibility = saved   # private in class << self stays there
    end

    def skip_statements_of_block
      skip_block
    end

    def modifiers(code, comment, line_comment)
      if line_comment =~ /:nodoc:\s*(all)?/
        code.document_self = false
        code.document_children = false if $1
      end
      # a class keeps its comment under :nodoc: (rdoc 1.0's ri output shows it)
      code.comment = comment if code.document_self || code.is_a?(ClassModule)
    end

    # a ":call-seq:" paragraph ended by an empty comment line becomes
    # the method's calling sequence (without that line it stays text)
    def find_call_seq(meth)
      comment = meth.comment
      return unless comment.is_a?(String) && comment.sub!(/:?call-seq:(.*?)^\s*\#?\s*$/m, "")
      seq = $1.strip.split(/\n/).map { |l| l.sub(/\A\s*\#?\s*/, "") }.join("\n")
      meth.call_seq = seq + "\n" unless seq.empty?
    end

    def parse_method(context, comment)
      progress(".", :num_methods) if context.document_self   # not under :stopdoc:
      def_tk = @tokens[@i - 1]
      start_line = def_tk.line
      singleton = @singleton || false
      name_tks = []
      # def self.x, def Const.x, def x
      owner = nil
      if (peek.text == "self" || [:const, :ident, :ivar, :gvar, :cvar].include?(peek.kind)) && op?(peek(1), ".", "::") && !peek(1).spaced
        owner = take
        take
        singleton = true
      end
      # def obj.meth on a variable: read, but not documented (as rdoc 1.0)
      on_object = owner && owner.kind != :const && owner.text != "self"
      tk = take
      name = tk.text.dup
      context = method_owner(context, owner, tk) if owner && owner.kind == :const
      if tk.kind == :op && %w([] + - ! ~ * / % < > = == === =~ <=> << >> & | ^ ** <= >=).include?(name)
        name << take.text if name == "[]" && op?(peek, "=") && !peek.spaced
        if %w(+ - ! ~).include?(name) && op?(peek, "@") && !peek.spaced
          take
          name << "@"
        end
      elsif tk.kind != :op && op?(peek, "=") && !peek.spaced && (op?(peek(1), "(") || peek(1).nil? || peek(1).spaced)
        name << take.text
      end
      bare_params = !op?(peek, "(")
      params = read_params
      line_cmt = line_comment
      meth = AnyMethod.new("def #{name}", name)
      meth.singleton = singleton
      meth.params = params
      meth.params = "(" if params == "" && line_cmt != ""   # as rdoc 1.0 reads it
      if line_cmt =~ /:yields?:\s*(.*)/
        meth.block_params = $1.strip
        # the &block parameter is left out then (as rdoc 1.0 does)
        meth.params = meth.params.sub(/,?\s*&\w+\s*\)\z/, ")")
      end
      meth.start_collecting_tokens
      # without parentheses rdoc 1.0 reads the comment line right after
      # the def line as part of the parameters: a def below loses it
      @i += 2 if bare_params && peek && peek.kind == :nl && peek(1) && peek(1).kind == :comment
      # (added before its body is read, so a def inside comes after it)
      modifiers(meth, comment, line_cmt)
      find_call_seq(meth)
      context.add_method(meth) if meth.document_self && !on_object
      body_yield = method_body(context)
      meth.block_params ||= body_yield
      record_source(meth, def_tk)
      if name == "initialize" && !singleton
        meth.singleton = true
        meth.name = "new"
        meth.visibility = :public
        meth.dont_rename_initialize = comment =~ /:notnew:/ || line_cmt =~ /:notnew:/
        if meth.dont_rename_initialize
          meth.singleton = false
          meth.name = "initialize"
          meth.visibility = :protected
        end
      end
      meth.visibility = context.visibility unless meth.name == "new" && meth.singleton || meth.name == "initialize"
      meth
    end

    # The module that def Name.meth adds to: the context itself, one it
    # knows, or (as rdoc 1.0, saying so unless quiet) a new module of
    # context; name_tk is the method name, where the message points.
    def method_owner(context, owner_tk, name_tk)
      name = owner_tk.text
      return context if context.name == name
      found = context.find_module_named(name)
      return found if found
      unless @options.quiet
        col = name_tk.pos + name_tk.text.size - ((@content.rindex("\n", name_tk.pos - 1) || -1) + 1)
        $stderr.puts "\n#{@file_name}:#{name_tk.line}:#{col}: Couldn't find #{name}. Assuming it's a module"
      end
      context.add_module(NormalModule, name)
    end

    # the method's source (from the start of its def line to its end) and
    # where it is, for the HTML generator's source pages
    def record_source(meth, def_tk)
      last = @tokens[@i - 1]
      from = (@content.rindex("\n", def_tk.pos - 1) || -1) + 1
      to = last ? last.pos + last.text.size : @content.size
      # (a here document begun inside goes with it, body and all)
      @heredoc_tokens ||= @tokens.select { |tk| tk.heredoc_end }
      @heredoc_tokens.each { |tk| to = tk.heredoc_end if tk.pos >= def_tk.pos && tk.pos < to && tk.heredoc_end > to }
      # (what stands before the def on its line shows as spaces)
      text = " " * (def_tk.pos - from) + @content[def_tk.pos...to]
      meth.source_text = text if meth.respond_to?(:source_text=)
      meth.source_file = @file_name if meth.respond_to?(:source_file=)
      # (rdoc 1.0's lexer counts a line more for each here document before)
      meth.source_line = def_tk.line + @heredoc_tokens.select { |tk| tk.pos < def_tk.pos }.size
    end

    # The tokens to the method's 'end'; the arguments of its first yield.
    # A def, class, module, alias, constant or include inside belongs to
    # context too, with the comment before it, as rdoc 1.0 reads it.
    def method_body(context)
      scan_body(context, :end)
    end

    # Tokens up to the 'end' (closer :end) or '}' (:brace) closing what was
    # just opened, reading the definitions inside as method_body does; the
    # arguments of the first yield met.
    def scan_body(context, closer)
      yields = nil
      depth = 0     # blocks opened inside, each closed by an 'end'
      braces = 0    # braces opened inside (for closer :brace)
      start = true
      comment = []
      parted = false
      while (tk = take)
        case tk.kind
        when :nl
          start = true
          parted = true if blank_line?
          next
        when :comment
          if start
            comment = [] if parted
            parted = false
            comment << tk.text
          end
          next
        end
        if op?(tk, ";") then start = true; next end
        if kw?(tk, "end")
          return yields if depth == 0 && closer == :end
          depth -= 1 if depth > 0
        elsif closer == :brace && op?(tk, "{")
          braces += 1
        elsif closer == :brace && op?(tk, "}")
          return yields if braces == 0
          braces -= 1
        elsif nested_definition(tk, context, without_private(comment.join("\n")), start)
        elsif kw?(tk, "yield") && yields.nil? && !(kw?(@tokens[@i - 2], "while", "until", "if", "unless") && opener?(@tokens[@i - 2], @tokens[@i - 3]))
          yields = yield_args   # (rdoc 1.0 does not see one in a loop's or if's condition)
        elsif opener?(tk, @tokens[@i - 2])
          skip_do_of_loop if %w(while until for).include?(tk.text)
          depth += 1
        end
        comment = []
        start = kw?(tk, "then", "do", "else", "begin", "ensure", "rescue", "when", "elsif") || op?(tk, "{") ? true : false
      end
      yields
    end

    # tk (just taken) begins a definition rdoc 1.0 reads inside a method
    # body or a block: it is read into context (true), or not one (false)
    def nested_definition(tk, context, comment, start)
      return false if method_call_dot?
      if kw?(tk, "def") then parse_method(context, comment)
      elsif kw?(tk, "class") then parse_class(context, comment)
      elsif kw?(tk, "module") then parse_module(context, comment)
      elsif kw?(tk, "alias") then parse_alias(context, comment)
      elsif start && tk.kind == :const then return body_constant(context, comment)
      elsif start && tk.kind == :ident && tk.text == "require"
        parse_require(comment)
      elsif start && tk.kind == :ident && tk.text == "include"
        names = join_tokens(rest_of_line).gsub(/[()]/, "").split(/\s*,\s*/)
        names.each { |n| context.add_include(Include.new(n.strip, comment)) if n =~ /\A(::)?[A-Z]/ }
      else
        return false
      end
      true
    end

    # require 'name' (wherever it stands): the file's, as rdoc 1.0 has it
    def parse_require(comment)
      args = call_args
      @top_level.add_require(Require.new(args[0].text, comment)) if args[0] && args[0].kind == :string
    end

    # A constant assignment in a method body (just taken: tk); rdoc 1.0
    # documents it as the class's. False (nothing read) for anything else.
    def body_constant(context, comment)
      @i -= 1
      n = constant_assignment
      unless n
        @i += 1
        return false
      end
      @i += n - 1
      parse_constant(context, comment)
      true
    end

    # whether the keyword just taken follows a '.' (x.class is a call)
    def method_call_dot?
      before = @tokens[@i - 2]
      before && op?(before, ".", "::") && !before.spaced
    end

    # what a yield passes: its parenthesized list, else the rest of the
    # statement
    def yield_args
      args = []
      if op?(peek, "(") && !peek.spaced
        depth = 0
        while (t = take)
          args << t
          depth += 1 if op?(t, "(", "[", "{")
          depth -= 1 if op?(t, ")", "]", "}")
          break if depth == 0
        end
      else
        # a "}" ends them, unless a parenthesis came before (as rdoc 1.0 reads them)
        # an 'end' on the line is taken too, as rdoc 1.0 does (the body then
        # runs on to the next 'end', what follows it nested); a ';' is
        # taken and shown, and ends them
        while (t = peek) && t.kind != :nl && t.kind != :comment
          break if op?(t, "}") && !args.any? { |a| op?(a, "(") }
          args << take
          break if op?(t, ";", "}")   # (a '}' after a '(' is shown, and ends them)
        end
      end
      join_tokens(args).strip
    end

    # the parameter list as written, in parentheses
    def read_params
      if op?(peek, "(") 
        take
        parts = []
        depth = 1
        block_at = nil   # the depth a block's '{' opened at
        while (tk = take)
          if op?(tk, "{") && block_at.nil? && block_brace?(parts.last)
            block_at = depth
          elsif op?(tk, "(", "[", "{") then depth += 1
          elsif op?(tk, "}") && block_at == depth
            # (rdoc 1.0's parameters end with a block's '}', no ')' after)
            parts << tk
            return ("(" + join_params(parts)).gsub(/\s+/, " ")
          elsif op?(tk, ")", "]", "}") then depth -= 1
          end
          break if depth == 0
          parts << tk unless tk.kind == :nl
        end
        ("(" + join_params(parts) + ")").gsub(/\s+/, " ")
      else
        parts = []
        while (tk = peek) && tk.kind != :nl && tk.kind != :comment
          parts << take
          break if op?(tk, ";")
        end
        parts.empty? || op?(parts[0], ";") ? "" : ("(" + join_params(parts) + ")").gsub(/\s+/, " ")
      end
    end

    # whether a '{' after token before opens a block (not a hash)
    def block_brace?(before)
      before && (before.kind == :ident || before.kind == :const || op?(before, ")", "]"))
    end

    def join_params(tks)
      res = ""
      tks.each_with_index { |tk, n|
        res << " " if n > 0 && (tk.spaced || @tokens_line_break && false) && !op?(tk, ",")
        res << " " if n > 0 && tks[n - 1].line != tk.line && !tk.spaced
        res << tk.text
      }
      res
    end

    def parse_alias(context, comment)
      new_tk = alias_name
      old_tk = alias_name
      al = Alias.new("alias #{new_tk.text} #{old_tk.text}", old_tk.text.sub(/\A:/, ""), new_tk.text.sub(/\A:/, ""), comment)
      context.add_alias(al)
      rest_of_line
    end

    # the number of tokens of "A, B, C" before an "=" that assigns to
    # constants, nil if the statement is no such assignment
    def constant_assignment
      n = 0
      loop do
        return nil unless peek(n) && peek(n).kind == :const
        return n + 1 if op?(peek(n + 1), "=")
        return nil unless op?(peek(n + 1), ",")
        n += 2
      end
    end

    # a name of alias: a setter's '=' joined to it
    def alias_name
      tk = take.dup
      tk.text = tk.text + take.text if op?(peek, "=") && !peek.spaced && tk.kind != :op
      tk
    end

    def parse_constant(context, comment)
      name = take.text
      take
      value = expression_text
      con = Constant.new(name, value, comment)
      modifiers(con, comment, line_comment)
      context.add_constant(con) if con.document_self
    end

    # attr*, include, require, alias_method, private/protected/public,
    # module_function; other calls are skipped
    # the source of the expression that ends the statement (over line ends
    # inside brackets or after an operator), line ends as blanks
    def expression_text(name_comment = true)
      first = peek
      last = nil
      depth = 0
      while (tk = peek)
        ends = last.nil? || !(last.kind == :op && !op?(last, ")", "]", "}", "[]"))
        # (a comment ending the value's line stays for line_comment, but
        # after a name rdoc 1.0 reads it as part of the value)
        if name_comment && tk.kind == :comment && depth == 0 && last && (last.kind == :ident || last.kind == :const)
          last = take
          next
        end
        break if depth == 0 && (op?(tk, ";") || (tk.kind == :nl || tk.kind == :comment) && ends)
        # (brackets do not count: a line end inside them ends the value,
        # as in rdoc 1.0, unless an operator or comma ends the line; a
        # comment on the way is part of it, not its end)
        last = tk unless tk.kind == :nl || tk.kind == :comment
        take
      end
      return "" unless last
      text = @content[first.pos...(last.heredoc_end || last.pos + last.text.size)].gsub(/\n/, " ").strip
      # (what the value leaves open is read on as statements, as rdoc 1.0)
      text
    end

    def parse_call(context, comment)
      tk = take
      case tk.text
      when "attr", "attr_reader", "attr_writer", "attr_accessor"
        args = call_args
        line_cmt = line_comment
        rw = { "attr_reader" => "R", "attr_writer" => "W", "attr_accessor" => "RW" }[tk.text]
        if tk.text == "attr"
          rw = args[1] && args[1].text == "true" ? "RW" : "R"
          args = args[0, 1]
        end
        args.each { |a|
          next unless a.kind == :symbol || a.kind == :string
          name = a.text.sub(/\A:/, "").delete("'\"")
          at = Attr.new(tk.text, name, rw, comment)
          modifiers(at, comment, line_cmt)
          context.add_attribute(at) if at.document_self
        }
      when "include"
        names = join_tokens(rest_of_line).gsub(/[()]/, "").split(/\s*,\s*/)
        names.each { |n| context.add_include(Include.new(n.strip, comment)) if n =~ /\A(::)?[A-Z]/ }
      when "require"
        parse_require(comment)
      when "alias_method"
        args = call_args
        if args.size >= 2
          context.add_alias(Alias.new("alias_method", args[1].text.sub(/\A:/, "").delete("'\""),
                                      args[0].text.sub(/\A:/, "").delete("'\""), comment))
        end
      when "private", "protected", "public"
        args = call_args
        vis = tk.text.to_sym
        if args.empty?
          context.ongoing_visibility = vis
        else
          names = args.select { |a| a.kind == :symbol || a.kind == :string }.map { |a| a.text.sub(/\A:/, "").delete("'\"") }
          context.set_visibility_for(names, vis, @singleton || false)
        end
      when "private_class_method", "public_class_method"
        args = call_args
        names = args.map { |a| a.text.sub(/\A:/, "") }
        context.set_visibility_for(names, tk.text =~ /private/ ? :private : :public, true)
      else
        if @options.extra_accessors && tk.text =~ @options.extra_accessors
          add_extra_accessors(context, tk.text, comment)
        else
          skip_call_rest(context)
        end
      end
    end

    # a method named with --accessor: its symbol arguments as attributes,
    # the flag given there as their kind
    def add_extra_accessors(context, name, comment)
      call_args.each { |a|
        next unless a.kind == :symbol || a.kind == :string
        at = Attr.new(name, a.text.sub(/\A:/, "").delete("'\""), @options.extra_accessor_flags[name], comment)
        context.add_attribute(at)
      }
    end

    # the arguments of a call (over line ends after a comma)
    def call_args
      tks = rest_of_line
      while op?(tks.last, ",") && peek && peek.kind == :nl
        take
        tks.concat(rest_of_line)
      end
      tks.reject { |t| op?(t, ",", "(", ")") }
    end

    # the rest of a call, with any block it takes
    # (its block's definitions are read into context, as rdoc 1.0 does)
    def skip_call_rest(context)
      while (tk = peek) && tk.kind != :nl && !op?(tk, ";") && tk.kind != :comment
        take
        if kw?(tk, "do") then scan_body(context, :end)
        elsif op?(tk, "{") then scan_body(context, :brace)
        end
      end
    end
  end
end
