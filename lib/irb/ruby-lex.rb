#
#   irb/ruby-lex.rb - splits Ruby input into top-level statements
#
# A line-oriented scanner: it follows just enough of Ruby's lexical state
# (expression start vs. after a value, open literals, nesting of keywords
# and brackets, here-documents) to know when a statement is complete and
# what the continuation prompt must show: the literal type, the nesting
# level and whether the previous line left an expression open.
#
require "e2mmap"
require "irb/slex"
require "irb/ruby-token"

class RubyLex
  extend Exception2MessageMapper
  def_exception(:AlreadyDefinedToken, "Already defined token(%s)")
  def_exception(:TkReading2TokenNoKey, "key nothing(key='%s')")
  def_exception(:TkSymbol2TokenNoKey, "key nothing(key='%s')")
  def_exception(:TkReading2TokenDuplicateError,
                "key duplicate(token_n='%s', key='%s')")
  def_exception(:SyntaxError, "%s")
  def_exception(:TerminateLineInput, "Terminate Line Input")

  include RubyToken

  class << self
    attr_accessor :debug_level
    def debug?
      @debug_level > 0
    end
  end
  @debug_level = 0

  # keywords that open a block closed by `end'
  OPENERS = %w(class module def case begin for)
  # keywords opening a block only at the start of an expression
  COND_OPENERS = %w(if unless while until)
  # keywords after which an expression must follow
  BEG_KEYWORDS = %w(then else ensure elsif when and or not in do
                    BEGIN END alias undef)
  MID_KEYWORDS = %w(rescue return break next)
  ARG_KEYWORDS = %w(yield super defined?)
  # the ltype shown in the prompt for each kind of literal
  PERCENT_LTYPE = {"q" => "'", "Q" => '"', "w" => "]", "W" => "]",
                   "r" => "/", "x" => "`", "s" => ":"}
  CLOSER = {"(" => ")", "[" => "]", "{" => "}", "<" => ">"}

  attr_reader :line_no, :indent, :ltype, :continue, :exp_line_no
  attr_accessor :skip_space, :readed_auto_clean_up, :exception_on_syntax_error

  def initialize
    @line_no = 1
    @exp_line_no = 1
    @prompt = nil
    @input = nil
    @skip_space = false
    @readed_auto_clean_up = false
    @exception_on_syntax_error = true
    reset_statement
  end

  # io answers gets; or a block returns the next line (nil at end)
  def set_input(io, p = nil, &block)
    @io = io
    @input = p || block || proc { @io.gets }
  end

  # the block receives (ltype, indent, continue, line_no) before each line
  def set_prompt(p = nil, &block)
    @prompt = p || block
  end

  def prompt
    prompt_line(@line_no)
  end

  def prompt_line(line_no)
    # a line without its newline has not yet opened a continuation
    continue = @no_newline ? @prev_continue : @continue
    @prompt.call(@ltype, @indent, continue, line_no) if @prompt
  end

  def initialize_input
    reset_statement
  end

  # yields each complete top-level statement and the line it starts on
  def each_top_level_statement
    @eof = false
    until @eof
      begin
        statement = lex
        break unless statement
        yield statement, @exp_line_no
      rescue TerminateLineInput
        reset_statement
      end
    end
  end

  # reads lines until a statement is complete; nil at end of input
  def lex
    reset_statement
    @exp_line_no = @line_no
    text = ""
    loop do
      update_prompt_state
      prompt
      line = @input.call
      return end_of_input(text) unless line
      text << line
      @line_no += 1 if line[-1] == ?\n
      @no_newline = line[-1] != ?\n
      line += "\n" if @no_newline
      @prev_continue = @continue
      scan_line(line)
      return end_of_input(text) if @embdoc && !read_embdoc(text)
      return text if statement_complete? && !@no_newline
    end
  end

  # End of input inside a statement: the prompts 1.8.7's lexer shows
  # while it reads past the end, then the statement as it stands.
  def end_of_input(text)
    return nil if text.empty?
    had_ltype = !current_ltype.nil?
    if (@continue || had_ltype) && !@no_newline
      @continue = false
      @ctx.clear
      @heredoc_body.clear
      @embdoc = false
      read_past_end
    elsif @no_newline && statement_complete?
      read_past_end
    elsif @no_newline && @depth > 0
      read_past_end
      @no_newline = false
      @continue = false
      read_past_end
      @no_newline = true
      @eof = true
    end
    @eof = true unless @no_newline || had_ltype || !@significant
    text.strip.empty? ? nil : text
  end

  def read_past_end
    update_prompt_state
    prompt
    @input.call
  end

  # a fresh scanner state for one statement
  def reset_statement
    @nest = []
    @depth = 0
    @ctx = []
    @state = :beg
    @continue = false
    @heredocs = []
    @heredoc_body = []
    @embdoc = false
    @ltype = nil
    @indent = 0
    @backslash = false
    @significant = false
    @no_newline = false
  end

  private

  def update_prompt_state
    @indent = @depth
    @indent = @heredoc_body.first[:indent] unless @heredoc_body.empty?
    @ltype = current_ltype
  end

  def current_ltype
    return "=" if @embdoc
    return @heredoc_body.first[:ltype] unless @heredoc_body.empty?
    str = @ctx.reverse.find { |c| c[:ltype] }
    str && str[:ltype]
  end

  def statement_complete?
    @ctx.empty? && @depth <= 0 && @heredoc_body.empty? && !@embdoc &&
      !@continue && @significant
  end

  def scan_line(line)
    return scan_heredoc_line(line) unless @heredoc_body.empty?
    if @ctx.empty? && line =~ /\A=begin(\s|\z)/
      @embdoc = true
      return
    end
    @pos = 0
    @line = line
    @space_seen = false
    @backslash = false
    while @pos < @line.size
      top = @ctx.last
      if top && top[:kind] == :str
        scan_string(top)
      else
        scan_token
      end
    end
  end

  # The lines of =begin..=end, read the way 1.8.7's lexer reads them: at
  # the start of each line it looks 4 characters ahead for "=end", and
  # when the line is shorter it reads the next lines early, prompting
  # them with the number of the line it stands on.  False at end of input.
  def read_embdoc(text)
    base = @line_no - 1
    lines = []
    k = 0
    loop do
      if lines.size == k
        return false unless embdoc_read(text, lines, base + k + 1)
      end
      k += 1
      while lines[k - 1..-1].join.size < 4
        break unless embdoc_read(text, lines, base + k)
      end
      if lines[k - 1] =~ /\A=end(\s|\z)/
        @embdoc = false
        @line_no = base + k + 1
        return true
      end
    end
  end

  def embdoc_read(text, lines, line_no)
    @ltype = "="
    prompt_line(line_no)
    line = @input.call
    return false unless line
    text << line
    lines << line
    true
  end

  def scan_heredoc_line(line)
    doc = @heredoc_body.first
    body = doc[:dash] ? line.strip : line.chomp
    @heredoc_body.shift if body == doc[:id]
    @continue = @heredoc_body.empty? ? @after_heredoc_continue : false
  end

  # the end of a line in code: decides whether the expression goes on
  def end_of_line
    @pos = @line.size
    @nest.map! { |n| n == :loop ? :kw : n }
    @continue = (@state == :beg || @state == :dot || @backslash) &&
      @ctx.empty?
    unless @heredocs.empty?
      @heredoc_body.concat(@heredocs)
      @heredocs = []
      @after_heredoc_continue = @continue
      @continue = false
    end
    @state = :beg unless @state == :dot
  end

  def peek(n = 0)
    @line[@pos + n, 1]
  end

  def rest
    @line[@pos..-1]
  end

  def scan_token
    c = peek
    case c
    when "\n"
      end_of_line
    when " ", "\t", "\r", "\f", "\v"
      @pos += 1
      @space_seen = true
    when "\\"
      if peek(1) == "\n"
        @backslash = true
        @pos += 1
        end_of_line
        @continue = true
      else
        @pos += 1
      end
    when "#"
      @significant = true
      end_of_line
    else
      @space_seen_before = @space_seen
      @significant = true
      scan_word_or_symbol(c)
      @space_seen = false
    end
  end

  def scan_word_or_symbol(c)
    if c =~ /[A-Za-z_]/ || c[0] > 127
      scan_identifier
    elsif c =~ /\d/
      rest =~ /\A\d[\w.]*(?:[eE][+-]?\d+)?/
      num = $&
      num = num.sub(/\.(?!\d).*\z/m, "")
      @pos += num.size
      @state = :end
    else
      scan_punct(c)
    end
  end

  def scan_identifier
    rest =~ /\A[A-Za-z_\x80-\xff][\w\x80-\xff]*(?:[?!](?!=))?/
    word = $&
    @pos += word.size
    if @state == :fname
      scan_def_name_tail
      return
    end
    if @state == :dot
      @state = arg_state
      return
    end
    keyword(word) || (@state = arg_state)
  end

  def arg_state
    peek =~ /[ \t]/ ? :arg : :end
  end

  # a keyword's effect on nesting and state; nil for plain identifiers
  def keyword(word)
    if OPENERS.include?(word)
      open_nest(word == "for" ? :loop : :kw)
      @state = word == "def" ? :fname : :beg
    elsif COND_OPENERS.include?(word)
      open_nest(word =~ /while|until/ ? :loop : :kw) if @state == :beg
      @state = :beg
    elsif word == "do"
      if @nest.last == :loop
        @nest[-1] = :kw
      else
        open_nest(:kw)
      end
      @state = :beg
    elsif word == "end"
      close_nest
      @state = :end
    elsif BEG_KEYWORDS.include?(word)
      @state = word =~ /alias|undef/ ? :fname : :beg
    elsif MID_KEYWORDS.include?(word)
      @state = :mid
    elsif ARG_KEYWORDS.include?(word)
      @state = :arg
    elsif word =~ /\A(self|nil|true|false|__FILE__|__LINE__|redo|retry)\z/
      @state = :end
    else
      return nil
    end
    true
  end

  # after `def': the method name, possibly `recv.name', `name=' or an operator
  # 1.8.7 reads a one-character operator name, or a writer after
  # `recv.', as an operator: the line goes on
  OPERATOR_NAME = /\A[-+\/~&|^!]\z/

  def scan_def_name_tail
    @state = :endfn
    if rest =~ /\A\.([A-Za-z_][\w]*[?!=]?|[^\s\w(]+)/
      @pos += $&.size
      name = $1
      @state = :beg if name =~ OPERATOR_NAME || name =~ /\w=\z/
    elsif rest =~ /\A=(?![=~>])/
      @pos += 1
    end
  end

  def scan_def_operator
    rest =~ /\A(?:\[\]=?|<=>|===?|=~|![=~]?|<<|>>|<=|>=|\*\*|[-+]@|[-+*\/%&|^~<>`])/
    @pos += $&.size if $&
    op = $&
    scan_def_name_tail
    @state = :beg if op =~ OPERATOR_NAME
  end

  def value_expected?
    @state == :beg || @state == :mid ||
      (@state == :arg && @space_seen_before && peek(1) !~ /[ \t\n=]/)
  end

  def scan_punct(c)
    return scan_def_operator if @state == :fname && c !~ /[@$]/
    case c
    when '"', "`"
      open_string(c, c, c, true)
    when "'"
      open_string("'", "'", "'", false)
    when "/"
      if value_expected? && !(@state == :arg && peek(1) == "=")
        open_string("/", "/", "/", true)
      else
        operator
      end
    when "%"
      value_expected? && percent_literal || operator
    when "?"
      char_literal || operator
    when ":"
      scan_colon
    when "<"
      value_expected? && !in_interpolation? && heredoc || operator
    when "@", "$"
      scan_variable
    when "(", "[", "{"
      @pos += 1
      open_nest(c)
      @state = :beg
    when ")", "]", "}"
      close_bracket(c)
    when "."
      if rest =~ /\A\.\.\.?/
        @pos += $&.size
        @state = :beg
      else
        @pos += 1
        @state = :dot
      end
    when ";"
      @pos += 1
      @nest.map! { |n| n == :loop ? :kw : n }
      @state = :beg
    else
      operator
    end
  end

  def operator
    rest =~ /\A(?:\*\*=?|<=>|===?|=~|=>|![=~]?|<<=?|>>=?|&&=?|\|\|=?|[-+*\/%&|^<>]=?|[=~,])/
    @pos += $& ? $&.size : 1
    @state = :beg
  end

  def close_bracket(c)
    @pos += 1
    top = @ctx.last
    if c == "}" && top && top[:kind] == :code && @nest.size == top[:nest]
      @ctx.pop
      return
    end
    close_nest
    @state = :end
  end

  def open_string(ltype, open, term, interp)
    @pos += 1
    @ctx.push(:kind => :str, :ltype => ltype, :open => open, :term => term,
              :interp => interp, :depth => 0, :regexp => ltype == "/")
  end

  def percent_literal
    return nil unless rest =~ /\A%([qQwWrxs]?)([^\w\s])/
    kind, open = $1, $2
    return nil if kind.empty? && open == "="
    ltype = PERCENT_LTYPE[kind] || '"'
    @pos += $&.size - 1
    open_string(ltype, open, CLOSER[open] || open, kind !~ /[qws]/)
    @ctx.last[:regexp] = kind == "r"
    true
  end

  def char_literal
    return nil unless value_expected? || @state == :arg || @state == :beg
    return nil unless rest =~ /\A\?(?:\\(?:M-\\C-|C-|M-|c)?.|[^\s\\])(?![\w])/
    @pos += $&.size
    @state = :end
    true
  end

  def scan_colon
    if peek(1) == ":"
      @pos += 2
      @state = :dot if @state != :beg
      return
    end
    if peek(1) == '"'
      @pos += 1
      return open_string('"', '"', '"', true)
    end
    if rest =~ /\A:(?:[A-Za-z_][\w]*[?!=]?|\[\]=?|<=>|===?|=~|\*\*|[-+]@|<<|>>|<=|>=|[-+*\/%&|^~<>!`])/ &&
        @state != :end
      @pos += $&.size
      # 1.8.7 reads these one-character operator symbols as operators,
      # so a line ending with one goes on
      @state = $&[1..-1] =~ OPERATOR_NAME ? :beg : :end
      return
    end
    @pos += 1
    @state = :beg
  end

  def heredoc
    return nil unless rest =~ /\A<<(-?)(?:(["'`])(.*?)\2|()([A-Za-z_]\w*))/
    dash, quote, id = $1, $2 || $4, $3 || $5
    return nil if quote.empty? && @state == :arg && !@space_seen_before
    @pos += $&.size
    ltype = quote == "'" ? "'" : quote == "`" ? "`" : '"'
    # its body is read when the lexer reaches it: the nesting is this one
    @heredocs.push(:id => id, :dash => !dash.empty?, :ltype => ltype,
                   :indent => @depth)
    @state = :end
    true
  end

  # 1.8.7 sees no here-document inside #{...}
  def in_interpolation?
    @ctx.any? { |c| c[:kind] == :code }
  end

  # 1.8.7 counts the nesting, so a stray closer makes it negative
  def open_nest(kind)
    @nest.push(kind)
    @depth += 1
  end

  def close_nest
    @nest.pop
    @depth -= 1
  end

  def scan_variable
    rest =~ /\A(?:@@?[A-Za-z_]\w*|\$(?:[A-Za-z_]\w*|-\w|[~*$?!@\/\\;,.=:<>"&`'+0-9]))/
    @pos += $& ? $&.size : 1
    @state = :end
  end

  # inside a literal: up to its end, an interpolation or the end of line
  def scan_string(str)
    while @pos < @line.size
      c = peek
      if c == "\\"
        @pos += 2
      elsif str[:interp] && c == "#" && peek(1) == "{"
        @pos += 2
        @ctx.push(:kind => :code, :nest => @nest.size)
        @state = :beg
        return
      elsif c == str[:term] && str[:depth] == 0
        @pos += 1
        @ctx.pop
        @pos += $&.size if str[:regexp] && rest =~ /\A[a-z]+/
        @state = :end
        return
      elsif c == str[:term]
        str[:depth] -= 1
        @pos += 1
      elsif c == str[:open] && str[:open] != str[:term]
        str[:depth] += 1
        @pos += 1
      else
        @pos += 1
      end
    end
    @continue = false
  end
end
