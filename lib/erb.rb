# erb.rb - ERB: embedded Ruby templates.
#
#   <% code %>      run code
#   <%= expr %>     insert the value of expr
#   <%# comment %>  ignored
#   <%%             a literal "<%"
#   % line          a line of code (trim mode containing "%"); "%%" is a
#                   literal "%"
# Trim modes: ">" drops the newline after every %>; "<>" drops it for lines
# starting with <% and ending with %>; "-" drops it after -%> and removes
# the indentation before <%-.

require "strscan"

class ERB
  Revision = '$Date$'

  def self.version
    "erb.rb [2.1.0 #{ERB::Revision.split[1]}]"
  end

  # Turns a template into Ruby source: a scanner cuts the template into
  # text, tags and line ends; compile turns those into commands that a
  # Buffer joins with "; " on the lines of the source.
  class Compiler
    # a "% code" line of a template (with a "%" trim mode)
    class PercentLine
      def initialize(str)
        @value = str
      end
      attr_reader :value
      alias :to_s :value

      def empty?
        @value.empty?
      end
    end

    # cuts a template into tokens; the trim mode and percent flag choose
    # the class (Scanner.make_scanner)
    class Scanner
      @scanner_map = {}
      def self.regist_scanner(klass, trim_mode, percent)
        @scanner_map[[trim_mode, percent]] = klass
      end

      def self.default_scanner=(klass)
        @default_scanner = klass
      end

      def self.make_scanner(src, trim_mode, percent)
        klass = @scanner_map.fetch([trim_mode, percent], @default_scanner)
        klass.new(src, trim_mode, percent)
      end

      def initialize(src, trim_mode, percent)
        @src = src
        @stag = nil
      end
      attr_accessor :stag

      def scan; end
    end

    # per line: "%" lines, and the trims ">", "<>" and "-"
    class TrimScanner < Scanner
      def initialize(src, trim_mode, percent)
        super
        @trim_mode = trim_mode
        @percent = percent
        @scan_line = case @trim_mode
                     when '>' then method(:trim_line1)
                     when '<>' then method(:trim_line2)
                     when '-' then method(:explicit_trim_line)
                     else method(:scan_line)
                     end
      end
      attr_accessor :stag

      def scan(&block)
        @stag = nil
        if @percent
          @src.each_line { |line| percent_line(line, &block) }
        else
          @scan_line.call(@src, &block)
        end
        nil
      end

      # "%code" is code, "%%" a literal "%", unless inside a tag
      def percent_line(line, &block)
        return @scan_line.call(line, &block) if @stag || line[0] != ?%
        line = line[1..-1]
        if line[0] == ?%
          @scan_line.call(line, &block)
        else
          yield(PercentLine.new(line.chomp))
        end
      end

      def scan_line(line)
        each_token(line, /(.*?)(<%%|%%>|<%=|<%#|<%|%>|\n|\z)/m) { |token| yield token }
      end

      # trim mode ">": no newline after any %>
      def trim_line1(line)
        each_token(line, /(.*?)(<%%|%%>|<%=|<%#|<%|%>\n|%>|\n|\z)/m) do |token|
          if token == "%>\n"
            yield('%>')
            yield(:cr)
          else
            yield(token)
          end
        end
      end

      # trim mode "<>": no newline after %> on lines starting with <%
      def trim_line2(line)
        head = nil
        each_token(line, /(.*?)(<%%|%%>|<%=|<%#|<%|%>\n|%>|\n|\z)/m) do |token|
          head ||= token
          if token == "%>\n"
            yield('%>')
            yield(is_erb_stag?(head) ? :cr : "\n")
            head = nil
          else
            yield(token)
            head = nil if token == "\n"
          end
        end
      end

      # trim mode "-": <%- drops the indentation before it, -%> the newline
      def explicit_trim_line(line)
        each_token(line, /(.*?)(^[ \t]*<%-|<%-|<%%|%%>|<%=|<%#|<%|-%>\n|-%>|%>|\z)/m) do |token|
          if @stag.nil? && /[ \t]*<%-/ =~ token
            yield('<%')
          elsif token == "-%>\n"
            yield('%>')
            yield(:cr)
          elsif token == '-%>'
            yield('%>')
          else
            yield(token)
          end
        end
      end

      ERB_STAG = %w(<%= <%# <%)
      def is_erb_stag?(s)
        ERB_STAG.member?(s)
      end

      private

      def each_token(line, re)
        line.scan(re) do |tokens|
          tokens.each { |token| yield(token) unless token.empty? }
        end
      end
    end

    Scanner.default_scanner = TrimScanner

    # no trim and no "%": the template is cut at tags only
    class SimpleScanner < Scanner
      def scan
        @src.scan(/(.*?)(<%%|%%>|<%=|<%#|<%|%>|\z)/m) do |tokens|
          tokens.each { |token| yield(token) unless token.empty? }
        end
      end
    end

    # the same, cutting at the tags one match at a time
    class SimpleScanner2 < Scanner
      def scan
        stag_reg = /(.*?)(<%%|<%=|<%#|<%|\z)/m
        etag_reg = /(.*?)(%%>|%>|\z)/m
        scanner = StringScanner.new(@src)
        until scanner.eos?
          scanner.scan(@stag ? etag_reg : stag_reg)
          yield(scanner[1])
          yield(scanner[2])
        end
      end
    end
    Scanner.regist_scanner(SimpleScanner2, nil, false)

    # trim mode "-" without "%"
    class ExplicitScanner < Scanner
      def scan
        stag_reg = /(.*?)(^[ \t]*<%-|<%%|<%=|<%#|<%-|<%|\z)/m
        etag_reg = /(.*?)(%%>|-%>|%>|\z)/m
        scanner = StringScanner.new(@src)
        until scanner.eos?
          scanner.scan(@stag ? etag_reg : stag_reg)
          yield(scanner[1])
          elem = scanner[2]
          if /[ \t]*<%-/ =~ elem
            yield('<%')
          elsif elem == '-%>'
            yield('%>')
            yield(:cr) if scanner.scan(/(\n|\z)/)
          else
            yield(elem)
          end
        end
      end
    end
    Scanner.regist_scanner(ExplicitScanner, '-', false)

    # the commands of the source, lines joined with "; "
    class Buffer
      def initialize(compiler)
        @compiler = compiler
        @line = []
        @script = ""
        @compiler.pre_cmd.each { |x| push(x) }
      end
      attr_reader :script

      def push(cmd)
        @line << cmd
      end

      def cr
        @script << @line.join('; ')
        @line = []
        @script << "\n"
      end

      def close
        return unless @line
        @compiler.post_cmd.each { |x| push(x) }
        @script << @line.join('; ')
        @line = nil
      end
    end

    # the text as a string literal, followed by as many newlines as it
    # has, so the source keeps the template's line numbers
    def content_dump(s)
      n = s.count("\n")
      n > 0 ? s.dump + "\n" * n : s.dump
    end

    def compile(s)
      out = Buffer.new(self)
      content = ''
      scanner = make_scanner(s)
      scanner.scan do |token|
        next if token.nil? || token == ''
        if scanner.stag.nil?
          content = compile_text(token, scanner, out, content)
        else
          content = compile_tag(token, scanner, out, content)
        end
      end
      out.push("#{@put_cmd} #{content_dump(content)}") if content.size > 0
      out.close
      out.script
    end

    # a token outside tags; answers the text still to print
    def compile_text(token, scanner, out, content)
      case token
      when PercentLine
        out.push("#{@put_cmd} #{content_dump(content)}") if content.size > 0
        out.push(token.to_s)
        out.cr
        return ''
      when :cr
        out.cr
      when '<%', '<%=', '<%#'
        scanner.stag = token
        out.push("#{@put_cmd} #{content_dump(content)}") if content.size > 0
        return ''
      when "\n"
        content << "\n"
        out.push("#{@put_cmd} #{content_dump(content)}")
        return ''
      when '<%%'
        content << '<%'
      else
        content << token
      end
      content
    end
    private :compile_text

    # a token inside a tag; answers the tag's code so far
    def compile_tag(token, scanner, out, content)
      case token
      when '%>'
        case scanner.stag
        when '<%'
          if content[-1] == ?\n
            content.chop!
            out.push(content)
            out.cr
          else
            out.push(content)
          end
        when '<%='
          out.push("#{@insert_cmd}((#{content}).to_s)")
        end
        scanner.stag = nil
        return ''
      when '%%>'
        content << '%>'
      else
        content << token
      end
      content
    end
    private :compile_tag

    # [percent, trim] of a trim mode given as 0, 1, 2 or a string
    def prepare_trim_mode(mode)
      case mode
      when 1
        return [false, '>']
      when 2
        return [false, '<>']
      when 0
        return [false, nil]
      when String
        perc = mode.index('%') ? true : false
        # a '-' anywhere wins over '<>' and '>' ("<>-" is the '-' mode)
        if mode.index('-')
          return [perc, '-']
        elsif mode.index('<>')
          return [perc, '<>']
        elsif mode.index('>')
          return [perc, '>']
        else
          return [perc, nil]
        end
      else
        return [false, nil]
      end
    end

    def make_scanner(src)
      Scanner.make_scanner(src, @trim_mode, @percent)
    end

    def initialize(trim_mode)
      @percent, @trim_mode = prepare_trim_mode(trim_mode)
      @put_cmd = 'print'
      @insert_cmd = @put_cmd
      @pre_cmd = []
      @post_cmd = []
    end
    attr_reader :percent, :trim_mode
    attr_accessor :put_cmd, :insert_cmd, :pre_cmd, :post_cmd
  end

  # STR is the template; SAFE_LEVEL runs it under $SAFE; TRIM_MODE as
  # Compiler; EOUTVAR names the variable the output collects in
  def initialize(str, safe_level = nil, trim_mode = nil, eoutvar = '_erbout')
    @safe_level = safe_level
    compiler = ERB::Compiler.new(trim_mode)
    set_eoutvar(compiler, eoutvar)
    @src = compiler.compile(str)
    @filename = nil
  end

  attr_reader :src
  attr_accessor :filename

  def set_eoutvar(compiler, eoutvar = '_erbout')
    compiler.put_cmd = "#{eoutvar}.concat"
    compiler.insert_cmd = "#{eoutvar}.concat"
    compiler.pre_cmd = ["#{eoutvar} = ''"]
    compiler.post_cmd = [eoutvar]
  end

  def result(b = TOPLEVEL_BINDING)
    if @safe_level
      # in this thread: a proc gives the safe level back when it returns
      proc {
        $SAFE = @safe_level
        eval(@src, b, (@filename || '(erb)'), 1)
      }.call
    else
      return eval(@src, b, (@filename || '(erb)'), 1)
    end
  end

  def run(b = TOPLEVEL_BINDING)
    print self.result(b)
  end

  def def_method(mod, methodname, fname = '(ERB)')
    mod.module_eval("def #{methodname}\n" + @src + "\nend\n", fname, 0)
  end

  def def_module(methodname = 'erb')
    mod = Module.new
    def_method(mod, methodname)
    mod
  end

  def def_class(superklass = Object, methodname = 'result')
    cls = Class.new(superklass)
    def_method(cls, methodname)
    cls
  end

  module Util
    def html_escape(s)
      s.to_s.gsub(/&/, "&amp;").gsub(/\"/, "&quot;").gsub(/>/, "&gt;").gsub(/</, "&lt;")
    end
    alias h html_escape
    module_function :h
    module_function :html_escape

    def url_encode(s)
      s.to_s.gsub(/[^a-zA-Z0-9_\-.]/n) { |m| sprintf("%%%02X", m[0]) }
    end
    alias u url_encode
    module_function :u
    module_function :url_encode
  end

  module DefMethod
    def def_erb_method(methodname, erb)
      if erb.kind_of?(String)
        fname = erb
        File.open(fname) { |f| erb = ERB.new(f.read) }
        erb.def_method(self, methodname, fname)
      else
        erb.def_method(self, methodname)
      end
    end
    module_function :def_erb_method
  end
end
