# date.rb - Date and DateTime: calendar dates (civil, ordinal, commercial
# and Julian Day Number views), arithmetic, formatting and parsing.

require 'rational'

class Date
  include Comparable

  ITALY = 2299161
  ENGLAND = 2361222
  JULIAN = 1.0 / 0
  GREGORIAN = -1.0 / 0

  MONTHNAMES = [nil] + %w(January February March April May June July August
                          September October November December)
  DAYNAMES = %w(Sunday Monday Tuesday Wednesday Thursday Friday Saturday)
  ABBR_MONTHNAMES = [nil] + %w(Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)
  ABBR_DAYNAMES = %w(Sun Mon Tue Wed Thu Fri Sat)

  class << self
    def civil_to_jd(y, m, d, sg = ITALY)
      if m <= 2
        y -= 1
        m += 12
      end
      a = (y / 100.0).floor
      b = 2 - a + (a / 4.0).floor
      jd = (365.25 * (y + 4716)).floor + (30.6001 * (m + 1)).floor + d + b - 1524
      jd -= b if jd < sg
      jd
    end

    def jd_to_civil(jd, sg = ITALY)
      if jd < sg
        a = jd
      else
        x = ((jd - 1867216.25) / 36524.25).floor
        a = jd + 1 + x - (x / 4.0).floor
      end
      b = a + 1524
      c = ((b - 122.1) / 365.25).floor
      d = (365.25 * c).floor
      e = ((b - d) / 30.6001).floor
      dom = b - d - (30.6001 * e).floor
      if e <= 13
        m = e - 1
        y = c - 4716
      else
        m = e - 13
        y = c - 4715
      end
      [y, m, dom]
    end

    def gregorian_leap?(y)
      (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
    end
    alias leap? gregorian_leap?

    def julian_leap?(y)
      y % 4 == 0
    end

    # returns the Julian Day Number of a valid civil date, else nil
    def valid_civil?(y, m, d, sg = ITALY)
      return nil unless y.kind_of?(Integer) && m.kind_of?(Integer) && d.kind_of?(Integer)
      m += 13 if m < 0
      return nil if m < 1 || m > 12
      if d < 0
        nm_y, nm_m = m == 12 ? [y + 1, 1] : [y, m + 1]
        last = civil_to_jd(nm_y, nm_m, 1, sg) - 1
        ly, lm, ld = jd_to_civil(last, sg)
        d = ld + d + 1
      end
      return nil if d < 1
      jd = civil_to_jd(y, m, d, sg)
      return nil unless jd_to_civil(jd, sg) == [y, m, d]
      jd
    end
    alias valid_date? valid_civil?

    def civil(y = -4712, m = 1, d = 1, sg = ITALY)
      jd = valid_civil?(y, m, d, sg) or raise ArgumentError, 'invalid date'
      new!(jd, 0, 0, sg)
    end

    def jd(jd = 0, sg = ITALY)
      new!(jd, 0, 0, sg)
    end

    def ordinal(y = -4712, yd = 1, sg = ITALY)
      jd = civil_to_jd(y, 1, 1, sg) + yd - 1
      new!(jd, 0, 0, sg)
    end

    def today(sg = ITALY)
      t = Time.now
      civil(t.year, t.mon, t.mday, sg)
    end

    def new!(jd, df, of, sg = ITALY)
      d = allocate
      d.__send__(:set_jd, jd, df, of, sg)
      d
    end

    def _parse_parts(str)
      h = {}
      s = str.dup
      mon = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?'
      if s.sub!(/(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*(z\b|[+-]\d{1,2}:?\d{2}))?/i, ' ')
        h[:hour], h[:min], h[:sec] = $1.to_i, $2.to_i, $3.to_i
        if $4
          z = $4
          h[:offset] = z.upcase == 'Z' ? 0 : (z[0, 1] == '-' ? -1 : 1) * (z[1, 2].to_i * 3600 + z[-2, 2].to_i * 60)
        end
      end
      if s =~ /(-?\d{4})-(\d{1,2})-(\d{1,2})/
        h[:year], h[:mon], h[:mday] = $1.to_i, $2.to_i, $3.to_i
      elsif s =~ /(\d{1,2})\/(\d{1,2})\/(\d{2,4})/
        h[:mon], h[:mday], h[:year] = $1.to_i, $2.to_i, $3.to_i
      elsif s =~ /(\d{1,2})(?:st|nd|rd|th)?[\s\-]+#{mon}(?:[\s\-,]+(-?\d+))?/i
        h[:mday] = $1.to_i
        h[:mon] = ABBR_MONTHNAMES.index($2.capitalize)
        h[:year] = $3.to_i if $3
      elsif s =~ /#{mon}[\s\-]+(\d{1,2})(?:st|nd|rd|th)?(?:[\s\-,]+(-?\d+))?/i
        h[:mon] = ABBR_MONTHNAMES.index($1.capitalize)
        h[:mday] = $2.to_i
        h[:year] = $3.to_i if $3
      elsif s =~ /\b(\d{4})(\d{2})(\d{2})\b/
        h[:year], h[:mon], h[:mday] = $1.to_i, $2.to_i, $3.to_i
      end
      h
    end
    private :_parse_parts

    def parse(str = '-4712-01-01', comp = false, sg = ITALY)
      h = _parse_parts(str)
      raise ArgumentError, 'invalid date' unless h[:mon] || h[:year]
      civil(h[:year] || Date.today.year, h[:mon] || 1, h[:mday] || 1, sg)
    end

    STRPTIME_FIELDS = {
      'Y' => ['([-+]?\d+)', :year], 'm' => ['(\d{1,2})', :mon],
      'd' => ['(\d{1,2})', :mday], 'e' => ['\s?(\d{1,2})', :mday],
      'y' => ['(\d{2})', :year2], 'H' => ['(\d{1,2})', :hour],
      'M' => ['(\d{1,2})', :min], 'S' => ['(\d{1,2})', :sec],
      'j' => ['(\d{1,3})', :yday],
      'b' => ['([A-Za-z]{3})', :monname], 'B' => ['([A-Za-z]+)', :monname],
      'a' => ['([A-Za-z]{3})', nil], 'A' => ['([A-Za-z]+)', nil],
    }

    def _strptime(str, fmt = '%F')
      fmt = fmt.gsub('%F', '%Y-%m-%d').gsub('%T', '%H:%M:%S').gsub('%D', '%m/%d/%y')
      keys = []
      re = ''
      i = 0
      while i < fmt.length
        c = fmt[i, 1]
        if c == '%' && i + 1 < fmt.length
          f = fmt[i + 1, 1]
          if f == '%'
            re << '%'
          elsif STRPTIME_FIELDS[f]
            re << STRPTIME_FIELDS[f][0]
            keys << STRPTIME_FIELDS[f][1]
          else
            return nil
          end
          i += 2
        else
          re << (c =~ /\s/ ? '\s+' : Regexp.quote(c))
          i += 1
        end
      end
      m = /\A\s*#{re}\s*\z/i.match(str) or return nil
      h = {}
      keys.each_with_index do |k, idx|
        v = m[idx + 1]
        case k
        when nil
        when :year2 then h[:year] = v.to_i + (v.to_i >= 69 ? 1900 : 2000)
        when :monname then h[:mon] = ABBR_MONTHNAMES.index(v[0, 3].capitalize)
        else h[k] = v.to_i
        end
      end
      h
    end

    def strptime(str = '-4712-01-01', fmt = '%F', sg = ITALY)
      h = _strptime(str, fmt) or raise ArgumentError, 'invalid date'
      if h[:yday] && !h[:mon]
        return ordinal(h[:year] || Date.today.year, h[:yday], sg)
      end
      raise ArgumentError, 'invalid date' unless h[:year] || h[:mon] || h[:mday]
      civil(h[:year] || Date.today.year, h[:mon] || 1, h[:mday] || 1, sg)
    end
  end

  def self.new(*args)
    civil(*args)
  end

  def set_jd(jd, df, of, sg)
    @jd, @df, @of, @sg = jd, df, of, sg
  end
  private :set_jd

  # the astronomical Julian Day Number (a Rational)
  def ajd
    Rational(@jd * 86400 + @df - @of - 43200, 86400)
  end

  def amjd
    ajd - Rational(4800001, 2)
  end

  def jd; @jd; end
  def day_fraction; Rational(@df, 86400); end
  def mjd; @jd - 2400001; end
  def ld; @jd - 2299160; end
  def start; @sg; end
  def offset; Rational(@of, 86400); end

  def civil
    @civil ||= Date.jd_to_civil(@jd, @sg)
  end
  private :civil

  def year; civil[0]; end
  def mon; civil[1]; end
  alias month mon
  def mday; civil[2]; end
  alias day mday
  def wday; (@jd + 1) % 7; end
  def yday; @jd - Date.civil_to_jd(year, 1, 1, @sg) + 1; end

  def cwday
    w = wday
    w == 0 ? 7 : w
  end

  def cwyear
    Date.jd_to_civil(@jd + 4 - cwday, @sg)[0]
  end

  def cweek
    thu = @jd + 4 - cwday
    y = Date.jd_to_civil(thu, @sg)[0]
    (thu - Date.civil_to_jd(y, 1, 1, @sg)) / 7 + 1
  end

  def leap?
    if @jd < @sg
      Date.julian_leap?(year)
    else
      Date.gregorian_leap?(year)
    end
  end

  def hour; @df / 3600; end
  def min; (@df % 3600) / 60; end
  alias minute min
  def sec; @df % 60; end
  alias second sec

  def +(n)
    case n
    when Integer
      self.class.new!(@jd + n, @df, @of, @sg)
    when Numeric
      total = Rational(@jd * 86400 + @df, 1) + n * 86400
      secs = total.floor
      self.class.new!(secs.div(86400), secs % 86400, @of, @sg)
    else
      raise TypeError, 'expected numeric'
    end
  end

  def -(x)
    case x
    when Numeric
      self + -x
    when Date
      r = Rational(@jd * 86400 + @df - @of, 86400) - Rational(x.jd * 86400 + x.instance_eval { @df - @of }, 86400)
      r
    else
      raise TypeError, 'expected numeric or date'
    end
  end

  def >>(n)
    y, m = (year * 12 + (mon - 1) + n).divmod(12)
    m += 1
    d = mday
    jd2 = nil
    while d > 0
      jd2 = Date.valid_civil?(y, m, d, @sg)
      break if jd2
      d -= 1
    end
    raise ArgumentError, 'invalid date' unless jd2
    self + (jd2 - @jd)
  end

  def <<(n)
    self >> -n
  end

  def next_day(n = 1) self + n end
  def prev_day(n = 1) self - n end
  def next; next_day; end
  alias succ next

  def <=>(other)
    case other
    when Numeric
      ajd <=> other
    when Date
      (@jd * 86400 + @df - @of) <=> (other.jd * 86400 + other.instance_eval { @df - @of })
    else
      nil
    end
  end

  def ==(other)
    return false unless other.kind_of?(Date) || other.kind_of?(Numeric)
    (self <=> other) == 0
  end

  def ===(other)
    case other
    when Numeric then jd == other
    when Date then jd == other.jd
    else false
    end
  end

  def eql?(other)
    other.kind_of?(Date) && self == other
  end

  def hash
    (@jd * 86400 + @df - @of).hash
  end

  def step(limit, by = 1)
    da = self
    if by > 0
      while da <= limit
        yield da
        da += by
      end
    elsif by < 0
      while da >= limit
        yield da
        da += by
      end
    end
    self
  end

  def upto(max, &block)
    step(max, 1, &block)
  end

  def downto(min, &block)
    step(min, -1, &block)
  end

  def to_s
    format('%.4d-%02d-%02d', year, mon, mday)
  end

  def inspect
    "#<#{self.class}: #{ajd},#{offset},#{@sg}>"
  end

  def zone_str
    of = @of
    sign = of < 0 ? '-' : '+'
    format('%s%02d:%02d', sign, *(of.abs / 60).divmod(60))
  end
  private :zone_str

  def strftime(fmt = '%F')
    fmt.gsub(/%([-_0^#]?)([a-zA-Z%+])/) do
      flag, c = $1, $2
      v = case c
          when 'Y' then year.to_s
          when 'C' then format('%02d', year / 100)
          when 'y' then format('%02d', year % 100)
          when 'm' then format('%02d', mon)
          when 'B' then MONTHNAMES[mon]
          when 'b', 'h' then ABBR_MONTHNAMES[mon]
          when 'd' then format('%02d', mday)
          when 'e' then format('%2d', mday)
          when 'j' then format('%03d', yday)
          when 'A' then DAYNAMES[wday]
          when 'a' then ABBR_DAYNAMES[wday]
          when 'u' then cwday.to_s
          when 'w' then wday.to_s
          when 'U' then format('%02d', (yday + 6 - wday) / 7)
          when 'W' then format('%02d', (yday + 6 - (wday + 6) % 7) / 7)
          when 'V' then format('%02d', cweek)
          when 'G' then cwyear.to_s
          when 'g' then format('%02d', cwyear % 100)
          when 'H' then format('%02d', hour)
          when 'k' then format('%2d', hour)
          when 'I' then format('%02d', (hour % 12).zero? ? 12 : hour % 12)
          when 'l' then format('%2d', (hour % 12).zero? ? 12 : hour % 12)
          when 'M' then format('%02d', min)
          when 'S' then format('%02d', sec)
          when 'p' then hour < 12 ? 'AM' : 'PM'
          when 'P' then hour < 12 ? 'am' : 'pm'
          when 'F' then strftime('%Y-%m-%d')
          when 'D', 'x' then strftime('%m/%d/%y')
          when 'T', 'X' then strftime('%H:%M:%S')
          when 'R' then strftime('%H:%M')
          when 'r' then strftime('%I:%M:%S %p')
          when 'c' then strftime('%a %b %e %H:%M:%S %Y')
          when '+' then strftime('%a %b %e %H:%M:%S %Z %Y')
          when 'z' then zone_str.delete(':')
          when 'Z' then zone_str
          when 's' then ((@jd - 2440588) * 86400 + @df - @of).to_s
          when 'n' then "\n"
          when 't' then "\t"
          when '%' then '%'
          else "%#{flag}#{c}"
          end
      if flag == '-'
        v = v.sub(/\A[0 ]+(?=.)/, '')
      elsif flag == '^'
        v = v.upcase
      end
      v
    end
  end

  def asctime
    strftime('%a %b %e %H:%M:%S %Y')
  end
  alias ctime asctime

  def to_date
    Date.new!(@jd, 0, 0, @sg)
  end

  def to_datetime
    DateTime.new!(@jd, @df, @of, @sg)
  end
end

class DateTime < Date
  class << self
    def civil(y = -4712, m = 1, d = 1, h = 0, min = 0, s = 0, of = 0, sg = Date::ITALY)
      jd = valid_civil?(y, m, d, sg) or raise ArgumentError, 'invalid date'
      h += 24 if h < 0
      min += 60 if min < 0
      s += 60 if s < 0
      raise ArgumentError, 'invalid date' unless (0..24).include?(h) && (0..59).include?(min) && (0..59).include?(s)
      of = (of * 86400).to_i unless of.kind_of?(Integer) && of.abs >= 86400 && false
      new!(jd, h * 3600 + min * 60 + s, of, sg)
    end

    def new(*args)
      civil(*args)
    end

    def parse(str = '-4712-01-01T00:00:00+00:00', comp = false, sg = Date::ITALY)
      h = _parse_parts(str)
      raise ArgumentError, 'invalid date' unless h[:mon] || h[:year] || h[:hour]
      t = Date.today
      d = civil(h[:year] || t.year, h[:mon] || 1, h[:mday] || 1,
                h[:hour] || 0, h[:min] || 0, h[:sec] || 0, 0, sg)
      of = h[:offset] || 0
      new!(d.jd, d.instance_eval { @df }, of, sg)
    end

    def now(sg = Date::ITALY)
      t = Time.now
      d = civil(t.year, t.mon, t.mday, t.hour, t.min, t.sec, 0, sg)
      new!(d.jd, d.instance_eval { @df }, t.utc_offset, sg)
    end
  end

  def to_s
    strftime('%Y-%m-%dT%H:%M:%S%Z')
  end
end

class Time
  def to_date
    Date.civil(year, mon, mday)
  end

  def to_datetime
    DateTime.civil(year, mon, mday, hour, min, sec)
  end
end
