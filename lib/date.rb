# date.rb - Date and DateTime as in Ruby 1.8.7.
#
# A date is held as its astronomical Julian Day Number (@ajd, a Rational
# counted from noon UTC), an offset from UTC (@of, a fraction of a day) and
# the day of calendar reform (@sg: a Julian Day Number, or Date::JULIAN /
# Date::GREGORIAN for a proleptic calendar).  Every other view (civil,
# ordinal, commercial, time of day) is computed from these three.

require 'rational'
require 'date/format'

class Date
  include Comparable

  # A signed infinity, used as the reform day of a purely Julian (+) or
  # purely Gregorian (-) calendar: every day number compares below / above it.
  class Infinity < Numeric
    include Comparable

    def initialize(d = 1) @d = d <=> 0 end

    def d() @d end
    protected :d

    def zero?() false end
    def finite?() false end
    def infinite?() d.nonzero? end
    def nan?() d.zero? end

    def abs() self.class.new end

    def -@() self.class.new(-d) end
    def +@() self.class.new(+d) end

    def <=>(other)
      case other
      when Infinity then d <=> other.d
      when Numeric then d
      else
        begin
          l, r = other.coerce(self)
          return l <=> r
        rescue NoMethodError
        end
        nil
      end
    end

    # a finite number sorts between -infinity and +infinity
    def coerce(other)
      case other
      when Numeric then return -d, d
      else super
      end
    end
  end

  MONTHNAMES = [nil] + %w(January February March April May June July
                          August September October November December)
  DAYNAMES = %w(Sunday Monday Tuesday Wednesday Thursday Friday Saturday)
  ABBR_MONTHNAMES = [nil] + %w(Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)
  ABBR_DAYNAMES = %w(Sun Mon Tue Wed Thu Fri Sat)
  [MONTHNAMES, DAYNAMES, ABBR_MONTHNAMES, ABBR_DAYNAMES].each do |names|
    names.each { |n| n.freeze if n }
    names.freeze
  end

  ITALY = 2299161      # 1582-10-15
  ENGLAND = 2361222    # 1752-09-14
  JULIAN = Infinity.new
  GREGORIAN = -Infinity.new

  HALF_DAYS_IN_DAY = Rational(1, 2)
  HOURS_IN_DAY = Rational(1, 24)
  MINUTES_IN_DAY = Rational(1, 1440)
  SECONDS_IN_DAY = Rational(1, 86400)
  MILLISECONDS_IN_DAY = Rational(1, 86400 * 10**3)
  NANOSECONDS_IN_DAY = Rational(1, 86400 * 10**9)
  MILLISECONDS_IN_SECOND = Rational(1, 10**3)
  NANOSECONDS_IN_SECOND = Rational(1, 10**9)

  MJD_EPOCH_IN_AJD = Rational(4800001, 2) # 1858-11-17
  UNIX_EPOCH_IN_AJD = Rational(4881175, 2) # 1970-01-01
  MJD_EPOCH_IN_CJD = 2400001
  UNIX_EPOCH_IN_CJD = 2440588
  LD_EPOCH_IN_CJD = 2299160

  # a number split into its whole part and fraction (0 for an Integer)
  def self.split_fraction(x) # :nodoc:
    x.kind_of?(Integer) || !x.respond_to?(:divmod) ? [x, 0] : x.divmod(1)
  end

  class << self
    private :split_fraction

    def julian?(jd, sg) jd < sg end
    def gregorian?(jd, sg) !julian?(jd, sg) end
    # 1.8.7's old names take (*args) and pass them on
    { :os? => :julian?, :ns? => :gregorian? }.each do |new_id, old_id|
      define_method(new_id) { |*args| __send__(old_id, *args) }
    end

    def julian_leap?(y) y % 4 == 0 end
    def gregorian_leap?(y) y % 4 == 0 && y % 100 != 0 || y % 400 == 0 end
    alias_method :leap?, :gregorian_leap?

    # Julian Day Number of a civil date (Meeus's algorithm).
    def civil_to_jd(y, m, d, sg = GREGORIAN)
      if m <= 2
        y -= 1
        m += 12
      end
      a = (y / 100.0).floor
      b = 2 - a + (a / 4.0).floor
      jd = (365.25 * (y + 4716)).floor + (30.6001 * (m + 1)).floor + d + b - 1524
      jd -= b if julian?(jd, sg)
      jd
    end

    def jd_to_civil(jd, sg = GREGORIAN)
      if julian?(jd, sg)
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
      return y, m, dom
    end

    def ordinal_to_jd(y, d, sg = GREGORIAN)
      find_fdoy(y, sg) + d - 1
    end

    def jd_to_ordinal(jd, sg = GREGORIAN)
      y = jd_to_civil(jd, sg)[0]
      return y, jd - find_fdoy(y, sg) + 1
    end

    # The week containing January 4th is week 1; weeks start on Monday.
    def commercial_to_jd(y, w, d, sg = GREGORIAN)
      j4 = find_fdoy(y, sg) + 3
      monday = j4 - (j4 % 7)
      monday + 7 * (w - 1) + (d - 1)
    end

    # (the calendar in force on jd is used for the whole year, as 1.8.7 does)
    def jd_to_commercial(jd, sg = GREGORIAN)
      sg = julian?(jd, sg) ? JULIAN : GREGORIAN
      a = jd_to_civil(jd - 3, sg)[0]
      y = jd >= commercial_to_jd(a + 1, 1, 1, sg) ? a + 1 : a
      w = 1 + ((jd - commercial_to_jd(y, 1, 1, sg)) / 7).floor
      d = (jd + 1) % 7
      d = 7 if d == 0
      return y, w, d
    end

    def weeknum_to_jd(y, w, d, f = 0, sg = GREGORIAN)
      a = find_fdoy(y, sg) + 6
      (a - ((a - f) + 1) % 7 - 7) + 7 * w + d
    end

    def jd_to_weeknum(jd, f = 0, sg = GREGORIAN)
      y = jd_to_civil(jd, sg)[0]
      a = find_fdoy(y, sg) + 6
      w, d = (jd - (a - ((a - f) + 1) % 7) + 7).divmod(7)
      return y, w, d
    end
    private :weeknum_to_jd, :jd_to_weeknum

    def ajd_to_jd(ajd, of = 0) (ajd + of + HALF_DAYS_IN_DAY).divmod(1) end
    def jd_to_ajd(jd, fr, of = 0) jd + fr - of - HALF_DAYS_IN_DAY end

    def day_fraction_to_time(fr)
      h, fr = fr.divmod(HOURS_IN_DAY)
      min, fr = fr.divmod(MINUTES_IN_DAY)
      s, fr = fr.divmod(SECONDS_IN_DAY)
      return h, min, s, fr
    end

    def time_to_day_fraction(h, min, s)
      (h * 3600 + min * 60 + s).to_r / 86400
    end

    def amjd_to_ajd(amjd) amjd + MJD_EPOCH_IN_AJD end
    def ajd_to_amjd(ajd) ajd - MJD_EPOCH_IN_AJD end
    def mjd_to_jd(mjd) mjd + MJD_EPOCH_IN_CJD end
    def jd_to_mjd(jd) jd - MJD_EPOCH_IN_CJD end
    def ld_to_jd(ld) ld + LD_EPOCH_IN_CJD end
    def jd_to_ld(jd) jd - LD_EPOCH_IN_CJD end
    def jd_to_wday(jd) (jd + 1) % 7 end

    def valid_jd?(jd, sg = ITALY) jd end

    def valid_ordinal?(y, d, sg = ITALY)
      if d < 0
        ny, nd = jd_to_ordinal(find_ldoy(y, sg) + d + 1, sg)
        return unless ny == y
        d = nd
      end
      jd = ordinal_to_jd(y, d, sg)
      return unless [y, d] == jd_to_ordinal(jd, sg)
      jd
    end

    def valid_civil?(y, m, d, sg = ITALY)
      m += 13 if m < 0
      if d < 0
        last = find_ldom(y, m, sg) or return
        ny, nm, nd = jd_to_civil(last + d + 1, sg)
        return unless [ny, nm] == [y, m]
        d = nd
      end
      jd = civil_to_jd(y, m, d, sg)
      return unless [y, m, d] == jd_to_civil(jd, sg)
      jd
    end
    alias_method :valid_date?, :valid_civil?

    # the week is counted in the proleptic Gregorian calendar, then checked
    # against the calendar of sg (so 1.8.7 finds no Julian-era week valid)
    def valid_commercial?(y, w, d, sg = ITALY)
      d += 8 if d < 0
      if w < 0
        ny, nw, = jd_to_commercial(commercial_to_jd(y + 1, 1, 1) + w * 7)
        return unless ny == y
        w = nw
      end
      jd = commercial_to_jd(y, w, d)
      return unless [y, w, d] == jd_to_commercial(jd, sg)
      jd
    end

    def valid_weeknum?(y, w, d, f, sg = ITALY)
      d += 7 if d < 0
      if w < 0
        ny, nw, = jd_to_weeknum(weeknum_to_jd(y + 1, 1, f, f, sg) + w * 7, f, sg)
        return unless ny == y
        w = nw
      end
      jd = weeknum_to_jd(y, w, d, f, sg)
      return unless [y, w, d] == jd_to_weeknum(jd, f, sg)
      jd
    end
    private :valid_weeknum?

    # the time of day as a day fraction, or nil when out of range
    def valid_time?(h, min, s)
      h += 24 if h < 0
      min += 60 if min < 0
      s += 60 if s < 0
      return unless (0..24) === h && (0..59) === min && (0..59) === s &&
                    (h < 24 || (min == 0 && s == 0))
      time_to_day_fraction(h, min, s)
    end

    { :exist1? => :valid_jd?, :exist2? => :valid_ordinal?, :exist3? => :valid_civil?,
      :exist? => :valid_date?, :existw? => :valid_commercial? }.each do |new_id, old_id|
      define_method(new_id) { |*args| __send__(old_id, *args) }
    end

    alias_method :new!, :new
    alias_method :new0, :new!

    # (every day number is valid: a nil fails in the arithmetic, as in 1.8.7)
    def jd(jd = 0, sg = ITALY)
      jd, fr = split_fraction(jd)
      new!(jd_to_ajd(valid_jd?(jd, sg), fr), 0, sg)
    end

    def ordinal(y = -4712, d = 1, sg = ITALY)
      d, fr = split_fraction(d)
      jd = valid_ordinal?(y, d, sg) or raise ArgumentError, 'invalid date'
      new!(jd_to_ajd(jd, fr), 0, sg)
    end

    def civil(y = -4712, m = 1, d = 1, sg = ITALY)
      d, fr = split_fraction(d)
      jd = valid_civil?(y, m, d, sg) or raise ArgumentError, 'invalid date'
      new!(jd_to_ajd(jd, fr), 0, sg)
    end

    def commercial(y = 1582, w = 41, d = 5, sg = ITALY)
      d, fr = split_fraction(d)
      jd = valid_commercial?(y, w, d, sg) or raise ArgumentError, 'invalid date'
      new!(jd_to_ajd(jd, fr), 0, sg)
    end

    # the old names, passing on to the receiver's own constructors
    def new1(*args) jd(*args) end
    def new2(*args) ordinal(*args) end
    def new3(*args) civil(*args) end
    def neww(*args) commercial(*args) end

    alias_method :new, :civil   # (a backtrace says `new', as 1.8.7's)

    def today(sg = ITALY)
      t = Time.now
      jd = civil_to_jd(t.year, t.mon, t.mday, ITALY)
      new!(jd_to_ajd(jd, 0, 0), 0, ITALY).new_start(sg)
    end

    def _load(str)
      a = Marshal.load(str)
      obj = allocate
      obj.__send__(:initialize, *a)
      obj
    end

    def parse(str = '-4712-01-01', comp = false, sg = ITALY)
      new_by_frags(_parse(str, comp), sg)
    end

    def strptime(str = '-4712-01-01', fmt = '%F', sg = ITALY)
      new_by_frags(_strptime(str, fmt), sg)
    end

    private

    def find_fdoy(y, sg)
      1.upto(31) { |d| j = valid_civil?(y, 1, d, sg) and return j }
      nil
    end

    def find_ldoy(y, sg)
      31.downto(1) { |d| j = valid_civil?(y, 12, d, sg) and return j }
      nil
    end

    def find_ldom(y, m, sg)
      31.downto(1) { |d| j = valid_civil?(y, m, d, sg) and return j }
      nil
    end

    # Which calendar fields a parse result can stand for, most specific first;
    # the pattern sharing most keys with the result wins.
    FRAG_PATTERNS = [
      [:time, [:hour, :min, :sec]],
      [nil, [:jd]],
      [:ordinal, [:year, :yday, :hour, :min, :sec]],
      [:civil, [:year, :mon, :mday, :hour, :min, :sec]],
      [:commercial, [:cwyear, :cweek, :cwday, :hour, :min, :sec]],
      [:wday, [:wday, :hour, :min, :sec]],
      [:wnum0, [:year, :wnum0, :wday, :hour, :min, :sec]],
      [:wnum1, [:year, :wnum1, :wday, :hour, :min, :sec]],
      [nil, [:cwyear, :cweek, :wday, :hour, :min, :sec]],
      [nil, [:year, :wnum0, :cwday, :hour, :min, :sec]],
      [nil, [:year, :wnum1, :cwday, :hour, :min, :sec]]
    ]

    # Fill the fields a parse left out: leading ones from today, the rest
    # with their first value.
    def complete_frags(elem, with_time = false)
      best = nil
      best_n = 0
      FRAG_PATTERNS.each do |kind, keys|
        n = keys.select { |k| elem.key?(k) }.size
        if n > best_n
          best, best_n = [kind, keys], n
        end
      end
      return elem unless best
      kind, keys = best
      d = nil
      case kind
      when :time
        if with_time && !elem.key?(:jd)
          d ||= Date.today
          elem[:jd] ||= d.jd
        end
      when :civil
        fill_leading(elem, keys, d ||= Date.today)
        elem[:mon] ||= 1
        elem[:mday] ||= 1
      when :ordinal
        fill_leading(elem, keys, d ||= Date.today)
        elem[:yday] ||= 1
      when :commercial
        fill_leading(elem, keys, d ||= Date.today)
        elem[:cweek] ||= 1
        elem[:cwday] ||= 1
      when :wday
        d ||= Date.today
        elem[:jd] ||= (d - d.wday + elem[:wday]).jd
      when :wnum0, :wnum1
        fill_leading(elem, keys, d ||= Date.today)
        elem[kind] ||= 0
        elem[:wday] ||= 0
      end
      elem[:hour] ||= 0
      elem[:min] ||= 0
      elem[:sec] ||= 0
      elem[:sec] = [elem[:sec], 59].min if elem[:sec]
      elem
    end

    def fill_leading(elem, keys, today)
      keys.each do |k|
        break if elem.key?(k)
        elem[k] = today.__send__(k) if [:year, :mon, :mday, :yday, :cwyear, :cweek, :cwday].include?(k)
        elem[k] = today.__send__(:weeknum_of, k == :wnum0 ? 0 : 1) if k == :wnum0 || k == :wnum1
      end
    end

    def valid_date_frags?(elem, sg)
      if (jd = elem[:jd]) && (jd = valid_jd?(jd, sg))
        return jd
      end
      cwday = elem[:cwday] || (elem[:wday] && (elem[:wday].zero? ? 7 : elem[:wday]))
      wday = elem[:wday] || (elem[:cwday] && elem[:cwday] % 7)
      if (y = elem[:year]) && (d = elem[:yday]) && (jd = valid_ordinal?(y, d, sg))
        return jd
      end
      if (y = elem[:year]) && (m = elem[:mon]) && (d = elem[:mday]) &&
         (jd = valid_civil?(y, m, d, sg))
        return jd
      end
      if (y = elem[:cwyear]) && (w = elem[:cweek]) && cwday &&
         (jd = valid_commercial?(y, w, cwday, sg))
        return jd
      end
      if (y = elem[:year]) && (w = elem[:wnum0]) && wday &&
         (jd = valid_weeknum?(y, w, wday, 0, sg))
        return jd
      end
      if (y = elem[:year]) && (w = elem[:wnum1]) && wday &&
         (jd = valid_weeknum?(y, w, (wday - 1) % 7, 1, sg))
        return jd
      end
      nil
    end

    def valid_time_frags?(elem)
      valid_time?(elem[:hour], elem[:min], elem[:sec])
    end

    # a parse result carrying :seconds stands for a moment since the epoch
    # (in UTC: any zone given beside it is dropped)
    def seconds_frag(elem)
      return unless (s = elem[:seconds])
      elem.delete(:offset)
      d, fr = s.divmod(86400)
      h, fr = fr.divmod(3600)
      min, fr = fr.divmod(60)
      s, fr = fr.divmod(1)
      elem[:jd] = UNIX_EPOCH_IN_CJD + d
      elem[:hour], elem[:min], elem[:sec] = h, min, s
      elem[:sec_fraction] = fr
    end

    def new_by_frags(elem, sg)
      raise ArgumentError, 'invalid date' unless elem
      elem = elem.dup
      seconds_frag(elem)
      if !elem.key?(:jd) && !elem.key?(:yday) && (y = elem[:year]) &&
         (m = elem[:mon]) && (d = elem[:mday])
        jd = valid_civil?(y, m, d, sg) or raise ArgumentError, 'invalid date'
      else
        elem = complete_frags(elem)
        jd = valid_date_frags?(elem, sg) or raise ArgumentError, 'invalid date'
      end
      new!(jd_to_ajd(jd, 0, 0), 0, sg)
    end
  end

  def initialize(ajd = 0, of = 0, sg = ITALY)
    @ajd, @of, @sg = ajd, of, sg
  end

  # 1.8.7 memoizes these views: each takes (*args), and once a value is
  # kept, later calls return it whatever their arguments
  def self.once(*ids)
    ids.each do |id|
      inner = instance_method(id)
      ivar = "@__#{id.to_i}__"
      define_method(id) do |*args|
        return instance_variable_get(ivar) if instance_variable_defined?(ivar)
        instance_variable_set(ivar, inner.bind(self).call(*args))
      end
    end
  end
  private_class_method :once

  def ajd() @ajd end
  def amjd() self.class.ajd_to_amjd(@ajd) end

  # [local Julian Day Number, fraction of the local day]
  def jd_and_fraction
    @__jd_fr ||= self.class.ajd_to_jd(@ajd, @of)
  end
  private :jd_and_fraction

  def jd() jd_and_fraction[0] end
  def day_fraction() jd_and_fraction[1] end
  def mjd() self.class.jd_to_mjd(jd) end
  def ld() self.class.jd_to_ld(jd) end
  once :amjd, :jd, :day_fraction, :mjd, :ld

  def civil() @__civil ||= self.class.jd_to_civil(jd, @sg) end
  def ordinal() @__ordinal ||= self.class.jd_to_ordinal(jd, @sg) end
  def commercial() @__commercial ||= self.class.jd_to_commercial(jd, @sg) end
  def time() @__time ||= self.class.day_fraction_to_time(day_fraction) end
  private :civil, :ordinal, :commercial, :time

  def year() civil[0] end
  def yday() ordinal[1] end
  def mon() civil[1] end
  def mday() civil[2] end
  alias_method :month, :mon
  alias_method :day, :mday

  def hour() time[0] end
  def min() time[1] end
  def sec() time[2] end
  def sec_fraction() time[3] end
  private :hour, :min, :sec, :sec_fraction

  # (1.8.7 shows the sign only from a whole hour: -00:15 reads "+00:15")
  def zone
    sign = @of <= -HOURS_IN_DAY ? '-' : '+'
    hh, mm = (@of.abs * 1440).round.divmod(60)
    format('%s%02d:%02d', sign, hh, mm)
  end
  private :zone

  def cwyear() commercial[0] end
  def cweek() commercial[1] end
  def cwday() commercial[2] end
  def wday() self.class.jd_to_wday(jd) end
  once :wday

  # week number of the year, weeks starting on Sunday (f = 0) or Monday (1)
  def weeknum_of(f)
    self.class.__send__(:jd_to_weeknum, jd, f, @sg)[1]
  end
  private :weeknum_of

  def julian?() self.class.julian?(jd, @sg) end
  def gregorian?() self.class.gregorian?(jd, @sg) end
  once :julian?, :gregorian?
  alias_method :os?, :julian?
  alias_method :ns?, :gregorian?

  # The calendar in force on March 1st of the year decides.
  def leap?
    jd = self.class.civil_to_jd(year, 3, 1, @sg) - 1
    self.class.jd_to_civil(jd, @sg)[2] == 29
  end
  once :leap?

  def start() @sg end
  def sg() @sg end
  once :sg

  def new_start(sg = self.class::ITALY) self.class.new!(@ajd, @of, sg) end
  alias_method :newsg, :new_start
  def italy() new_start(self.class::ITALY) end
  def england() new_start(self.class::ENGLAND) end
  def julian() new_start(self.class::JULIAN) end
  def gregorian() new_start(self.class::GREGORIAN) end

  def offset() @of end
  def of() @of end
  once :of

  def new_offset(of = 0)
    of = Rational(zone_to_diff(of) || 0, 86400) if String === of
    self.class.new!(@ajd, of, @sg)
  end
  alias_method :newof, :new_offset
  private :offset, :of, :new_offset, :newof

  def +(n)
    case n
    when Numeric then self.class.new!(@ajd + n, @of, @sg)
    else raise TypeError, 'expected numeric'
    end
  end

  def -(x)
    case x
    when Numeric then self + -x
    when Date then @ajd - x.ajd
    else raise TypeError, 'expected numeric or date'
    end
  end

  # n months later, on the same day of the month or the last one
  def >>(n)
    y, m = (year * 12 + (mon - 1) + n).divmod(12)
    m, = (m + 1).divmod(1) # a fractional count of months is cut down
    d = mday
    until (jd2 = self.class.valid_civil?(y, m, d, @sg))
      d -= 1
      raise ArgumentError, 'invalid date' if d < 1
    end
    self + (jd2 - jd)
  end

  def <<(n) self >> -n end

  def <=>(other)
    case other
    when Numeric then @ajd <=> other
    when Date then @ajd <=> other.ajd
    end
  end

  # same calendar day
  def ===(other)
    case other
    when Numeric then jd == other
    when Date then jd == other.jd
    else false
    end
  end

  def next_day(n = 1) self + n end
  private :next_day
  def next() next_day end
  alias_method :succ, :next

  def eql?(other) Date === other && self == other end
  def hash() @ajd.hash end

  def step(limit, by = 1)
    da = self
    op = %w(- <= >=)[by <=> 0]
    while da.__send__(op, limit)
      yield da
      da += by
    end
    self
  end

  def upto(max, &block) step(max, +1, &block) end
  def downto(min, &block) step(min, -1, &block) end

  def inspect() "#<#{self.class}: #{@ajd},#{@of},#{@sg}>" end
  def to_s() format('%.4d-%02d-%02d', year, mon, mday) end

  def _dump(limit) Marshal.dump([@ajd, @of, @sg], -1) end
end

class DateTime < Date
  class << self
    def jd(jd = 0, h = 0, min = 0, s = 0, of = 0, sg = Date::ITALY)
      fr = valid_time?(h, min, s) or raise ArgumentError, 'invalid date'
      jd = valid_jd?(jd, sg) or raise ArgumentError, 'invalid date'
      new!(jd_to_ajd(jd, fr, offset_frag(of)), offset_frag(of), sg)
    end

    def ordinal(y = -4712, d = 1, h = 0, min = 0, s = 0, of = 0, sg = Date::ITALY)
      jd = valid_ordinal?(y, d, sg) or raise ArgumentError, 'invalid date'
      fr = valid_time?(h, min, s) or raise ArgumentError, 'invalid date'
      from_jd_time(jd, fr, of, sg)
    end

    def civil(y = -4712, m = 1, d = 1, h = 0, min = 0, s = 0, of = 0, sg = Date::ITALY)
      jd = valid_civil?(y, m, d, sg) or raise ArgumentError, 'invalid date'
      fr = valid_time?(h, min, s) or raise ArgumentError, 'invalid date'
      from_jd_time(jd, fr, of, sg)
    end

    def commercial(y = 1582, w = 41, d = 5, h = 0, min = 0, s = 0, of = 0, sg = Date::ITALY)
      jd = valid_commercial?(y, w, d, sg) or raise ArgumentError, 'invalid date'
      fr = valid_time?(h, min, s) or raise ArgumentError, 'invalid date'
      from_jd_time(jd, fr, of, sg)
    end

    alias_method :new, :civil

    undef_method :today

    def now(sg = Date::ITALY)
      t = Time.now
      jd = civil_to_jd(t.year, t.mon, t.mday, Date::ITALY)
      fr = time_to_day_fraction(t.hour, t.min, t.sec) + Rational(t.usec, 86400 * 10**6)
      of = Rational(t.utc_offset, 86400)
      new!(jd_to_ajd(jd, fr, of), of, Date::ITALY).new_start(sg)
    end

    private

    def offset_frag(of)
      String === of ? Rational(zone_to_diff(of) || 0, 86400) : of
    end

    # (each constructor checks the time itself: its name is in the backtrace)
    def from_jd_time(jd, fr, of, sg)
      of = offset_frag(of)
      new!(jd_to_ajd(jd, fr, of), of, sg)
    end

    def new_by_frags(elem, sg)
      raise ArgumentError, 'invalid date' unless elem
      elem = elem.dup
      seconds_frag(elem)
      elem = complete_frags(elem, true)
      jd = valid_date_frags?(elem, sg) or raise ArgumentError, 'invalid date'
      fr = valid_time_frags?(elem) or raise ArgumentError, 'invalid date'
      fr += (elem[:sec_fraction] || 0) / 86400
      of = Rational(elem[:offset] || 0, 86400)
      new!(jd_to_ajd(jd, fr, of), of, sg)
    end

    public

    def parse(str = '-4712-01-01T00:00:00+00:00', comp = false, sg = Date::ITALY)
      new_by_frags(_parse(str, comp), sg)
    end

    def strptime(str = '-4712-01-01T00:00:00+00:00', fmt = '%FT%T%z', sg = Date::ITALY)
      new_by_frags(_strptime(str, fmt), sg)
    end
  end

  public :hour, :min, :sec, :sec_fraction, :zone, :offset, :of, :new_offset, :newof

  def to_s() strftime('%Y-%m-%dT%H:%M:%S%:z') end
end

class Time
  def to_date
    jd = Date.civil_to_jd(year, mon, mday, Date::ITALY)
    Date.new!(Date.jd_to_ajd(jd, 0, 0), 0, Date::ITALY)
  end

  def to_datetime
    jd = DateTime.civil_to_jd(year, mon, mday, DateTime::ITALY)
    fr = DateTime.time_to_day_fraction(hour, min, [sec, 59].min) +
         Rational(usec, 86400 * 10**6)
    of = Rational(utc_offset, 86400)
    DateTime.new!(DateTime.jd_to_ajd(jd, fr, of), of, DateTime::ITALY)
  end
  private :to_date, :to_datetime
end
