# jcode.rb - String methods that treat multibyte characters (per $KCODE)
# as single characters.

class String
  def mbchar?
    case $KCODE[0, 1]
    when "E", "e" then self =~ /[\xa1-\xfe][\xa1-\xfe]/n
    when "S", "s" then self =~ /[\x81-\x9f\xe0-\xef][\x40-\x7e\x80-\xfc]/n
    when "U", "u" then self =~ /[\xc0-\xfd][\x80-\xbf]+/n
    else nil
    end
  end

  def end_regexp
    case $KCODE[0, 1]
    when "E", "e" then /[\xa1-\xfe][\xa1-\xfe]\z/n
    when "S", "s" then /[\x81-\x9f\xe0-\xef][\x40-\x7e\x80-\xfc]\z/n
    when "U", "u" then /[\xc0-\xfd][\x80-\xbf]+\z/n
    else /.\z/n
    end
  end

  alias original_succ! succ!
  alias original_succ succ
  private :original_succ!, :original_succ

  def succ!
    reg = end_regexp
    if $KCODE != "NONE" && self =~ reg
      succ_table = { "UTF8" => "\xbf", "EUC" => "\xfe", "SJIS" => "\xfc" }
      last = succ_table[$KCODE] || "\xff"
      s = self.dup
      i = s.length - 1
      while i >= 0
        c = s[i]
        if c.chr == last
          s[i] = (s[i] & 0xc0) == 0x80 && $KCODE == "UTF8" ? "\x80" : s[i].chr
          i -= 1
          next if $KCODE == "UTF8"
          break
        else
          s[i] = (c + 1).chr
          break
        end
      end
      replace(s)
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
  def self.jcode_expand(spec)
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

  def self.jcode_ord(c)
    if $KCODE == "UTF8" && c.length > 1
      c.unpack("U")[0]
    else
      n = 0
      c.each_byte { |b| n = n * 256 + b }
      n
    end
  end

  def self.jcode_chr(n, like)
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

  def self.jcode_set(specs)
    sets = specs.map { |s| jcode_expand(s.to_str) }
    lambda do |c|
      sets.all? do |neg, list|
        inc = list.include?(c)
        neg ? !inc : inc
      end
    end
  end

  def jlength
    jcode_chars.length
  end
  alias jsize jlength

  def jcount(str)
    m = String.jcode_set([str])
    n = 0
    jcode_chars.each { |c| n += 1 if m.call(c) }
    n
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
    neg, fl = String.jcode_expand(from.to_str)
    tneg, tl = String.jcode_expand(to.to_str)
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
        if squeeze && last == r
          next
        end
        out << r
        last = r
      else
        out << c
        last = nil
      end
    end
    changed ? out : nil
  end
  private :jcode_tr

  def tr!(from, to)
    r = jcode_tr(from, to, false)
    r ? replace(r) : nil
  end

  def tr(from, to)
    s = dup
    s.tr!(from, to)
    s
  end

  def tr_s!(from, to)
    r = jcode_tr(from, to, true)
    r ? replace(r) : nil
  end

  def tr_s(from, to)
    s = dup
    s.tr_s!(from, to)
    s
  end

  # one set only, as 1.8.7's jcode ("hello".delete("l", "lo") is an ArgumentError)
  def delete!(del)
    m = String.jcode_set([del])
    out = ""
    jcode_chars.each { |c| out << c unless m.call(c) }
    out == self ? nil : replace(out)
  end

  def delete(del)
    s = dup
    s.delete!(del)
    s
  end

  def squeeze!(*specs)
    m = specs.empty? ? lambda { |c| true } : String.jcode_set(specs)
    out = ""
    last = nil
    jcode_chars.each do |c|
      next if c == last && m.call(c)
      out << c
      last = c
    end
    out == self ? nil : replace(out)
  end

  def squeeze(*specs)
    s = dup
    s.squeeze!(*specs)
    s
  end
end
