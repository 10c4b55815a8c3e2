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

class ERB
  # the binding used when result is given none: TOPLEVEL_BINDING, or a
  # binding of this file's top level where the interpreter lacks it
  if Object.const_defined?(:TOPLEVEL_BINDING)
    DEFAULT_BINDING = TOPLEVEL_BINDING
  end
end
ERB::DEFAULT_BINDING = binding unless ERB.const_defined?(:DEFAULT_BINDING)

class ERB
  Revision = '$Date: 2009/02/23 $'

  def self.version
    "2.0.4"
  end

  attr_reader :src
  attr_accessor :filename

  def initialize(str, safe_level = nil, trim_mode = nil, eoutvar = '_erbout')
    @safe_level = safe_level
    @trim_mode = trim_mode.to_s
    @percent = @trim_mode.include?('%')
    @trim = if @trim_mode.include?('<>') then :both
            elsif @trim_mode.include?('>') then :after
            elsif @trim_mode.include?('-') then :explicit
            else nil
            end
    @eoutvar = eoutvar
    @src = compile(str)
    @filename = nil
  end

  def compile(str)
    out = "#{@eoutvar} = ''; "
    lines = split_lines(str)
    text = ''
    flush = lambda do
      unless text.empty?
        out << "#{@eoutvar}.concat #{text.dump}; "
        text.replace('')
      end
    end
    body = ''
    lines.each do |line|
      if @percent && line[0, 1] == '%'
        if line[0, 2] == '%%'
          body << "\0PCT\0" << line[2..-1]
        else
          body << "\0CODE\0" << line[1..-1].chomp << "\0END\0" << (line[-1, 1] == "\n" ? "\n" : "")
        end
      else
        body << line
      end
    end
    scan(body, out, text, flush)
    flush.call
    out << "#{@eoutvar}"
    out
  end
  private :compile

  def split_lines(str)
    lines = []
    str.each_line { |l| lines << l }
    lines
  end
  private :split_lines

  def scan(s, out, text, flush)
    pos = 0
    len = s.length
    line_start = true
    while pos < len
      if s[pos, 6] == "\0CODE\0"
        e = s.index("\0END\0", pos)
        flush.call
        out << s[(pos + 6)...e] << "\n"
        pos = e + 5
        pos += 1 if s[pos, 1] == "\n"
        next
      end
      if s[pos, 5] == "\0PCT\0"
        text << '%'
        pos += 5
        next
      end
      idx = s.index(/<%|\0/, pos)
      if idx.nil?
        text << s[pos..-1]
        break
      end
      if s[idx, 1] == "\0" && s[idx, 6] != "\0CODE\0" && s[idx, 5] != "\0PCT\0"
        text << s[pos..idx]
        pos = idx + 1
        next
      end
      text << s[pos...idx]
      pos = idx
      next if s[idx, 1] == "\0"
      if s[idx, 3] == '<%%'
        text << '<%'
        pos = idx + 3
        next
      end
      bol = idx == 0 || s[idx - 1, 1] == "\n"
      tag_start = idx
      pos = idx + 2
      kind = nil
      if s[pos, 1] == '='
        kind = :expr
        pos += 1
      elsif s[pos, 1] == '#'
        kind = :comment
        pos += 1
      elsif s[pos, 1] == '-' && @trim == :explicit
        pos += 1
        # remove the indentation before <%-
        if text =~ /(\A|\n)[ \t]*\z/
          text.sub!(/[ \t]*\z/, '')
        end
        bol = true if text.empty? || text[-1, 1] == "\n"
        if s[pos, 1] == '='
          kind = :expr
          pos += 1
        end
      end
      e = s.index('%>', pos)
      if e.nil?
        code = s[pos..-1]
        pos = len
        closing = ''
      else
        code = s[pos...e]
        pos = e + 2
      end
      explicit = false
      if @trim == :explicit && code[-1, 1] == '-'
        code = code[0...-1]
        explicit = true
      end
      code = code.gsub('%%>', '%>')
      flush.call
      case kind
      when :expr
        out << "#{@eoutvar}.concat((#{code}).to_s); "
      when :comment
        out << ("\n" * code.count("\n"))
      else
        out << code << "\n"
      end
      if s[pos, 1] == "\n"
        case @trim
        when :after
          pos += 1
        when :both
          pos += 1 if bol
        when :explicit
          pos += 1 if explicit
        end
      end
    end
  end
  private :scan

  def result(b = DEFAULT_BINDING)
    if @safe_level
      th = Thread.start {
        $SAFE = @safe_level
        eval(@src, b, (@filename || '(erb)'), 1)
      }
      return th.value
    else
      return eval(@src, b, (@filename || '(erb)'), 1)
    end
  end

  def run(b = DEFAULT_BINDING)
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
    HTML_ESCAPE = { '&' => '&amp;', '"' => '&quot;', '>' => '&gt;', '<' => '&lt;' }

    def html_escape(s)
      s.to_s.gsub(/[&"><]/) { |special| HTML_ESCAPE[special] }
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
