# scanf.rb - scanf for String, IO and Kernel (reading $stdin): C-style
# formats (%d %i %u %o %x %X %f %s %c %[set] %% with widths and %*
# suppression) converted into an Array of values; the conversion stops at
# the first directive that does not match.  With a block, the format is
# applied again and again to the rest, each result given to the block.

module Scanf
  # One directive of a format: its pattern and how to convert the text.
  class FormatSpecifier
    attr_reader :re_string, :matched_string, :conversion, :matched

    def initialize(str)
      @spec_string = str
      width = str[/%\*?(\d+)/, 1]
      @width = width && width.to_i
      @type = str[-1, 1]
      @type = str[/\[.*\]\z/m] if str =~ /\]\z/
      # text, %% or a directive 1.8.7 does not convert (%e, %g ...) is
      # matched as its text (no value)
      @literal = str.strip !~ /\A%\*?\d*(?:[duxXoifsc]|\[.*\])\z/m
      @pattern = @literal ? nil : pattern
      @re_string = "\\A(#{source_of(str)})"
      @re_string << "(?=[#{$1}]|\\z)" if @re_string =~ /\A\\A\(\[\^([^\]]*)\]\+\)\z/
      @re_string << "(?=[^#{$1}]|\\z)" if @re_string =~ /\A\\A\(\[([^\^\]]?[^\]]*)\]\+\)\z/
      @matched = nil
      @matched_string = nil
      @conversion = nil
    end

    def to_s
      @spec_string
    end

    # the directive as 1.8.7's multiline Regexp (re_string)
    def to_re
      Regexp.new(@re_string, Regexp::MULTILINE)
    end

    # the conversion letter (a lower-case one or "[" for a character
    # class), nil for text
    def letter
      @spec_string[/%\*?\d*([a-z\[])/, 1]
    end

    # the MatchData of a %c or %[ directive (one that takes whitespace), or nil
    def count_space?
      /%\*?\d*c|\[/.match(@spec_string)
    end

    # after a match: could the next input continue this field (a %[ without
    # width, or a %c or %[ with room left in its width)?
    def mid_match?
      return false unless @matched
      return true if letter == '[' and @width.nil?
      (letter == 'c' or letter == '[') && !@width.nil? && @matched_string.size < @width
    end

    # Matches at the start of +str+ (after whitespace, but for %c and
    # %[...]), at most width characters; returns the length taken, or nil.
    # The MatchData of this directive at the start of +str+ (after
    # whitespace, but for %c and %[...]), at most width characters, or nil
    # (matched_string and conversion then keep their last values).
    def match(str)
      str = str.sub(/\A\s+/, '') unless count_space?
      if @literal
        md = to_re.match(str)
        @matched = !md.nil?
        @conversion, @matched_string = nil, "" if md
        return md
      end
      return nil unless @pattern or @type[0] == ?[
      field = @width ? str[0, @width] : str
      # (a %[...] set is matched by 1.8.7's own re_string, its set unescaped:
      # "%[^]" is a class that runs on into the lookahead after it)
      md = @type[0] == ?[ ? to_re.match(str) : /\A(#{@pattern})/m.match(field)
      @matched = !md.nil?
      return nil unless @matched
      # (a %* directive converts to nil; matched_string is the value's text)
      @conversion = @spec_string =~ /\A%\*/ ? nil : convert(md[0])
      @matched_string = @conversion.to_s
      md
    end

    def width
      @width
    end

    private

    def literal?
      @literal
    end

    # the inside of 1.8.7's re_string for +str+: a directive's pattern
    # bounded by its width, or the text itself
    def source_of(str)
      w = @width
      # (a set ends at its first "]", as 1.8.7's)
      m = str.strip.match(/\A%(\*?)(\d*)([duxXoifsc]\z|\[[^\]]*\])/m)
      return "\\s*%" if str.strip == "%%"
      return Regexp.escape(str.strip.empty? ? str : str.strip) unless m
      t = m[3]
      case t
      when 'd', 'u'
        w ? "[-+]\\d{1,#{w - 1}}|\\d{1,#{w}}" : "[-+]?\\d+"
      when 'x', 'X'
        w ? "0[Xx][A-Fa-f0-9]{1,#{w - 2}}|[-+][A-Fa-f0-9]{1,#{w - 1}}|[A-Fa-f0-9]{1,#{w}}" : "[-+]?(?:0[Xx])?[A-Fa-f0-9]+"
      when 'o'
        w ? "[-+][0-7]{1,#{w - 1}}|[0-7]{1,#{w}}" : "[-+]?[0-7]+"
      when 'i'
        w ? "[1-9]\\d{1,#{w - 1}}|0[0-7]{1,#{w - 1}}|[-+]0[0-7]{1,#{w - 2}}|[-+][1-9]\\d{1,#{w - 2}}|0[Xx][A-Fa-f0-9]{1,#{w - 2}}|[-+]0[Xx][A-Fa-f0-9]{1,#{w - 3}}|\\d" :
          "[-+]?(?:(?:0[0-7]+)|(?:0[Xx][A-Fa-f0-9]+)|(?:[1-9]\\d*))"
      when 'f'
        # (a float: digits, or digits, a point, digits and an exponent)
        w ? "\\S{1,#{w}}" : '[-+]?((\\d+(?>(?=[^\\d.]|$)))|(\\d*(\\.(\\d*([eE][-+]?\\d+)?))))'
      when 's'
        w ? "\\S{1,#{w}}" : "\\S+"
      when 'c'
        w ? ".{1,#{w}}" : "."
      else
        w ? "#{t}{1,#{w}}" : "#{t}+"
      end
    end

    # The regexp source for this directive (leading whitespace skipped
    # except for %c and %[...]); nil for an unsupported one.
    def pattern
      w = '+'
      case @type
      when 'd', 'u'
        "[-+]?\\d+"
      when 'i'
        "[-+]?(?:0[xX][\\da-fA-F]+|0[0-7]+|[1-9]\\d*)"
      when 'o'
        "[-+]?[0-7]#{w}"
      when 'x', 'X'
        "[-+]?(?:0[xX])?[\\da-fA-F]#{w}"
      when 'f'
        "[-+]?(?:\\d+\\.\\d*(?:[eE][-+]?\\d+)?|\\.\\d+(?:[eE][-+]?\\d+)?|\\d+)"
      when 's'
        "\\S#{w}"
      when 'c'
        "[\\s\\S]{1,#{@width || 1}}"
      when /\A\[(.*)\]\z/m
        set = $1
        return nil if set.empty?
        "[#{set.gsub(/[\\\[\]]/) { '\\' + $& }}]#{w}"
      else
        nil
      end
    end

    def convert(text)
      case @type
      when 'd', 'u'
        text.to_i
      when 'i'
        sign = text =~ /\A-/ ? -1 : 1
        digits = text.sub(/\A[-+]/, '')
        value = if digits =~ /\A0[xX]/ then digits.hex
                elsif digits =~ /\A0/ then digits.oct
                else digits.to_i
                end
        sign * value
      when 'o'
        text.oct
      when 'x', 'X'
        text.hex
      when 'f'
        text.to_f
      else
        text
      end
    end
  end

  # A parsed format: literal text, whitespace and directives.
  class FormatString
    SPECIFIERS = 'diuXxofeEgsc'
    # one token of a format: a directive (the letter is checked later)
    REGEX = /%(?:%|\*?\d*(?:\[\^?[^\]]*\]|[a-zA-Z]))/

    attr_reader :string_left, :last_spec_tried, :last_match_tried,
                :matched_count, :space

    def initialize(str)
      @string = str
      @items = []
      str.scan(/\s+|#{REGEX}|[^%\s]+|%/m) do |tok|
        @items << if tok =~ /\A\s/ then :space
                  elsif tok == '%%' then '%'
                  elsif tok =~ /\A%./m then FormatSpecifier.new(tok)
                  else tok
                  end
      end
      @space = nil
      @string_left = nil
      @matched_count = 0
    end

    def to_s
      @string
    end

    # directives and literal texts count as specs (as in 1.8.7)
    def spec_count
      specs.size
    end

    # whether the last spec tried is the format's last
    def last_spec
      specs.last.equal?(@last_spec_tried)
    end

    # drops the first n specs (and the spaces before them)
    def prune(n = matched_count)
      while n > 0 && !@items.empty?
        n -= 1 unless @items.shift == :space
      end
    end

    private

    def specs
      @items.reject { |i| i == :space }
    end

    def char_class?(item)
      item.is_a?(FormatSpecifier) && item.letter == '['
    end

    public

    # The converted values of +str+; string_left holds the rest.
    def match(str)
      values = []
      rest = str.dup
      @matched_count = 0
      @items.each_with_index do |item, i|
        case item
        when :space
          # (1.8.7 keeps the whitespace before a %[...] for it to match)
          rest = rest.sub(/\A\s+/, '') unless char_class?(@items[i + 1])
        when FormatSpecifier
          break if rest.empty?
          @last_spec_tried = item
          rest = rest.sub(/\A\s+/, '') unless item.count_space?
          @last_match_tried = item.match(rest)
          break unless @last_match_tried
          rest = rest[@last_match_tried[0].size..-1]
          @matched_count += 1
          # %*d: matched, not stored; %e: text
          values << item.conversion unless item.to_s =~ /\A%\*/ or item.__send__(:literal?)
        else
          break if rest.empty?
          @last_spec_tried = item
          stripped = rest.sub(/\A\s+/, '')
          @last_match_tried = /\A#{Regexp.quote(item)}/.match(stripped)
          break unless @last_match_tried
          rest = stripped[item.size..-1]
          @matched_count += 1
        end
      end
      @string_left = rest
      values
    end
  end
end

class IO
  # Reads from the IO what the format matches (the rest stays to be read).
  def scanf(str, &b)
    return [] unless str.is_a?(String)
    if block_given?
      results = []
      loop do
        m = scanf(str)
        break if m.empty?
        results << yield(m)
      end
      return results
    end
    start = pos rescue nil
    data = start ? read.to_s : (gets.to_s)
    fstr = Scanf::FormatString.new(str)
    values = fstr.match(data)
    if start
      self.pos = start + data.size - fstr.string_left.size
    end
    values
  end
end

class String
  def scanf(fstr, &b)
    return [] unless fstr.is_a?(String)
    if block_given?
      block_scanf(fstr, &b)
    else
      Scanf::FormatString.new(fstr).match(self)
    end
  end

  # Applies the format to the rest until nothing matches.
  def block_scanf(fstr)
    return [] unless fstr.is_a?(String)
    results = []
    rest = self
    loop do
      f = Scanf::FormatString.new(fstr)
      m = f.match(rest)
      break if m.empty?
      results << yield(m)
      break if f.string_left.size == rest.size
      rest = f.string_left
    end
    results
  end
end

module Kernel
  private

  def scanf(fs, &b)
    STDIN.scanf(fs, &b)
  end
end
