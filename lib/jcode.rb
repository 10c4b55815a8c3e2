# jcode.rb - String methods that treat multibyte characters (per $KCODE)
# as single characters.

$stderr.puts "Warning: $KCODE is NONE." if $VERBOSE && $KCODE == "NONE"

class String
  # the core methods replaced below go first: -w then warns nothing
  %w(each_char chop! chop tr! tr tr_s! tr_s delete! delete squeeze! squeeze).each do |m|
    remove_method(m) if instance_methods(false).include?(m)
  end

  # a multibyte character of each $KCODE, as 1.8.7 names them
  PATTERN_SJIS = '[\x81-\x9f\xe0-\xef][\x40-\x7e\x80-\xfc]'
  PATTERN_EUC = '[\xa1-\xfe][\xa1-\xfe]'
  PATTERN_UTF8 = '[\xc0-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf][\x80-\xbf]'
  RE_SJIS = Regexp.new(PATTERN_SJIS, 0, 'n')
  RE_EUC = Regexp.new(PATTERN_EUC, 0, 'n')
  RE_UTF8 = Regexp.new(PATTERN_UTF8, 0, 'n')

  def mbchar?
    case $KCODE[0, 1]
    when "E", "e" then self =~ RE_EUC
    when "S", "s" then self =~ RE_SJIS
    when "U", "u" then self =~ RE_UTF8
    else nil
    end
  end

  # the pattern of the kcode's multibyte character, then "$" (so for UTF-8
  # the "$" binds only to the three-byte alternative, as in 1.8.7)
  def end_regexp
    case $KCODE[0, 1]
    when "E", "e" then /#{PATTERN_EUC}$/no
    when "S", "s" then /#{PATTERN_SJIS}$/no
    when "U", "u" then /#{PATTERN_UTF8}$/no
    else /.$/n
    end
  end

  alias original_succ! succ!
  alias original_succ succ
  private :original_succ!, :original_succ

  # a string ending in a multibyte character: the last byte goes up by one
  # (a wrap to 0 carries into the byte before it) until the string matches
  # end_regexp again
  def succ!
    reg = end_regexp
    if $KCODE != "NONE" && self =~ reg
      n = length
      begin
        b = self[n - 1] + 1
        self[n - 1] = (b & 0xff).chr
        self[n - 2] = ((self[n - 2] + 1) & 0xff).chr if b > 0xff
      end until self =~ reg
      self
    else
      original_succ!
    end
  end

  def succ
    str = self.dup
    str.succ! or str
  end

  def jcode_chars
    scan(/./m)
  end
  private :jcode_chars

  # Expands a tr-style character specification into [negated, [chars]].
  def jcode_expand(spec)
    chars = spec.scan(/./m)
    negate = false
    if chars.size > 1 && chars[0] == "^"
      negate = true
      chars.shift
    end
    out = []
    i = 0
    while i < chars.size
      c = chars[i]
      if c == "\\" && i + 1 < chars.size
        out << chars[i + 1]
        i += 2
      elsif i + 2 < chars.size && chars[i + 1] == "-"
        a = jcode_ord(c)
        b = jcode_ord(chars[i + 2])
        if a <= b
          (a..b).each { |n| out << jcode_chr(n, c) }
        end
        i += 3
      else
        out << c
        i += 1
      end
    end
    [negate, out]
  end

  def jcode_ord(c)
    if $KCODE == "UTF8" && c.length > 1
      c.unpack("U")[0]
    else
      n = 0
      c.each_byte { |b| n = n * 256 + b }
      n
    end
  end

  def jcode_chr(n, like)
    if $KCODE == "UTF8" && like.length > 1
      [n].pack("U")
    else
      s = ""
      while n > 0 || s.empty?
        s = (n & 0xff).chr + s
        n >>= 8
      end
      s
    end
  end

  def jcode_set(specs)
    sets = specs.map { |s| jcode_expand(s.to_str) }
    lambda do |c|
      sets.all? do |neg, list|
        inc = list.include?(c)
        neg ? !inc : inc
      end
    end
  end
  private :jcode_expand, :jcode_ord, :jcode_chr, :jcode_set

  # a byte that starts no whole character (a lead byte cut off by the end
  # of the string, a stray byte) counts as one character, as in 1.8.7
  def jlength
    n = length
    jcode_chars.each { |c| n -= c.length - 1 }
    n
  end
  alias jsize jlength

  # as 1.8.7: the characters left after deleting those not in str
  def jcount(str)
    delete("^#{str}").jlength
  end

  def each_char
    if block_given?
      jcode_chars.each { |c| yield c }
      self
    else
      jcode_chars
    end
  end

  def chop!
    return nil if empty?
    if self =~ /\r\n\z/
      self[-2, 2] = ""
    else
      c = jcode_chars.last
      self[-c.length, c.length] = ""
    end
    self
  end

  def chop
    s = dup
    s.chop!
    s
  end

  def jcode_tr(from, to, squeeze)
    neg, fl = jcode_expand(from.to_str)
    tneg, tl = jcode_expand(to.to_str)
    delete_all = tl.empty?
    out = ""
    last = nil
    changed = false
    jcode_chars.each do |c|
      if neg
        hit = !fl.include?(c)
        r = tl.last
      else
        idx = fl.index(c)
        hit = !idx.nil?
        r = hit ? (tl[idx] || tl.last) : nil
      end
      if hit
        changed = true
        next if delete_all
        # 1.8.7's jcode squeezes a run of one same source character, not
        # of one same replacement ("aabb".tr_s("ab", "x") is "xx")
        next if squeeze && last == c
        out << r
        last = c
      else
        out << c
        last = nil
      end
    end
    changed ? out : nil
  end
  private :jcode_tr

  # 1.8.7's jcode works through a regexp made from the spec: a spec that
  # makes a bad regexp ("c-a", "^") raises its RegexpError here too
  # (the spec quoted as 1.8.7 quotes it: "[", "]" and a lone "\\" escaped,
  # "\\[", "\\]", "\\-", "\\\\" kept, any other "\\c" is c)
  def jcode_check(fmt, spec)
    q = spec.gsub(/(\\[\[\]\-\\])|\\(.)|([\[\]\\])/) { $1 || $2 || '\\' + $3 }
    Regexp.new(fmt % q)
  end
  private :jcode_check

  def tr!(from, to)
    return nil if from.to_str.empty?
    return delete!(from) if to.to_str.empty?
    jcode_check("[%s]", from)
    r = jcode_tr(from, to, false)
    r ? replace(r) : nil
  end

  def tr(from, to)
    s = dup
    s.tr!(from, to)
    s
  end

  def tr_s!(from, to)
    return nil if from.to_str.empty?
    return delete!(from) if to.to_str.empty?
    jcode_check("([%s])\\1*", from)
    r = jcode_tr(from, to, true)
    r ? replace(r) : nil
  end

  def tr_s(from, to)
    s = dup
    s.tr_s!(from, to)
    s
  end

  # (one spec only, as 1.8.7's jcode)
  def delete!(del)
    return nil if del.to_str.empty?
    jcode_check("[%s]+", del)
    m = jcode_set([del])
    out = ""
    jcode_chars.each { |c| out << c unless m.call(c) }
    out == self ? nil : replace(out)
  end

  def delete(del)
    s = dup
    s.delete!(del)
    s
  end

  def squeeze!(del = nil)
    if del
      return nil if del.to_str.empty?
      jcode_check("([%s])\\1+", del)
    end
    m = del ? jcode_set([del]) : lambda { |c| true }
    out = ""
    last = nil
    jcode_chars.each do |c|
      next if c == last && m.call(c)
      out << c
      last = c
    end
    out == self ? nil : replace(out)
  end

  def squeeze(del = nil)
    s = dup
    s.squeeze!(del)
    s
  end
end
