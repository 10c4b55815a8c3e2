# date/format.rb - the text side of Date: strftime, _strptime, _parse and
# zone_to_diff, with the name tables of Date::Format.

require 'rational'

class Date
  module Format # :nodoc:
    MONTHS = {}
    ABBR_MONTHS = {}
    %w(january february march april may june july august september
       october november december).each_with_index do |name, i|
      MONTHS[name] = i + 1
      ABBR_MONTHS[name[0, 3]] = i + 1
    end
    DAYS = {}
    ABBR_DAYS = {}
    %w(sunday monday tuesday wednesday thursday friday saturday).each_with_index do |name, i|
      DAYS[name] = i
      ABBR_DAYS[name[0, 3]] = i
    end

    # zone names (lower case) and their offsets from UTC in seconds
    ZONES = {
    "a" => 3600, "adt" => -10800, "afghanistan" => 16200, "ahst" => -36000,
    "akdt" => -28800, "akst" => -32400, "alaskan" => -32400, "arab" => 10800,
    "arabian" => 14400, "arabic" => 10800, "art" => -10800, "ast" => -14400,
    "at" => -7200, "atlantic" => -14400, "aus central" => 34200, "aus eastern" => 36000,
    "azores" => -3600, "b" => 7200, "brst" => -7200, "brt" => -10800,
    "bst" => 3600, "bt" => 10800, "c" => 10800, "canada central" => -21600,
    "cape verde" => -3600, "cat" => -36000, "caucasus" => 14400, "cct" => 28800,
    "cdt" => -18000, "cen. australia" => 34200, "central" => -21600, "central america" => -21600,
    "central asia" => 21600, "central europe" => 3600, "central european" => 3600, "central pacific" => 39600,
    "cest" => 7200, "cet" => 3600, "china" => 28800, "clst" => -10800,
    "clt" => -14400, "cst" => -21600, "d" => 14400, "dateline" => -43200,
    "e" => 18000, "e. africa" => 10800, "e. australia" => 36000, "e. europe" => 7200,
    "e. south america" => -10800, "eadt" => 39600, "east" => 36000, "eastern" => -18000,
    "eat" => 10800, "edt" => -14400, "eest" => 10800, "eet" => 7200,
    "egypt" => 7200, "ekaterinburg" => 18000, "est" => -18000, "f" => 21600,
    "fiji" => 43200, "fle" => 7200, "fst" => 7200, "fwt" => 3600,
    "g" => 25200, "gmt" => 0, "greenland" => -10800, "greenwich" => 0,
    "gst" => 36000, "gtb" => 7200, "h" => 28800, "hadt" => -32400,
    "hast" => -36000, "hawaiian" => -36000, "hdt" => -32400, "hst" => -36000,
    "i" => 32400, "idle" => 43200, "idlw" => -43200, "india" => 19800,
    "iran" => 12600, "ist" => 19800, "jerusalem" => 7200, "jst" => 32400,
    "k" => 36000, "korea" => 32400, "kst" => 32400, "l" => 39600,
    "m" => 43200, "malay peninsula" => 28800, "mdt" => -21600, "mest" => 7200,
    "mesz" => 7200, "met" => 3600, "mewt" => 3600, "mexico" => -21600,
    "mez" => 3600, "mid-atlantic" => -7200, "mountain" => -25200, "msd" => 14400,
    "msk" => 10800, "mst" => -25200, "myanmar" => 23400, "n" => -3600,
    "n. central asia" => 21600, "ndt" => -9000, "nepal" => 20700, "new zealand" => 43200,
    "newfoundland" => -12600, "north asia" => 25200, "north asia east" => 28800, "nst" => -12600,
    "nt" => -39600, "nzdt" => 46800, "nzst" => 43200, "nzt" => 43200,
    "o" => -7200, "p" => -10800, "pacific" => -28800, "pacific sa" => -14400,
    "pdt" => -25200, "pst" => -28800, "q" => -14400, "r" => -18000,
    "romance" => 3600, "russian" => 10800, "s" => -21600, "sa eastern" => -10800,
    "sa pacific" => -18000, "sa western" => -14400, "samoa" => -39600, "sast" => 7200,
    "se asia" => 25200, "sgt" => 28800, "south africa" => 7200, "sri lanka" => 21600,
    "sst" => 7200, "swt" => 3600, "t" => -25200, "taipei" => 28800,
    "tasmania" => 36000, "tokyo" => 32400, "tonga" => 46800, "u" => -28800,
    "us eastern" => -18000, "us mountain" => -25200, "ut" => 0, "utc" => 0,
    "v" => -32400, "vladivostok" => 36000, "w" => -36000, "w. australia" => 28800,
    "w. central africa" => 3600, "w. europe" => 3600, "wadt" => 28800, "wast" => 25200,
    "wat" => 3600, "west" => 3600, "west asia" => 18000, "west pacific" => 36000,
    "wet" => 0, "x" => -39600, "y" => -43200, "yakutsk" => 32400,
    "ydt" => -28800, "yst" => -32400, "z" => 0, "zp4" => 14400,
    "zp5" => 18000, "zp6" => 21600,
    }

    [MONTHS, ABBR_MONTHS, DAYS, ABBR_DAYS, ZONES].each do |table|
      table.each_key { |k| k.freeze }
      table.freeze
    end

    # A bag of named values that answers any name it is given.
    class Bag # :nodoc:
      def initialize() @elem = {} end

      def method_missing(t, *args, &block)
        t = t.to_s
        set = t.chomp!('=')
        t = t.intern
        if set
          @elem[t] = args[0]
        else
          @elem[t]
        end
      end

      def to_hash
        @elem.reject { |k, v| /\A_/ =~ k.to_s || v.nil? }
      end
    end
  end
end

class Date
  # the tables live in the singleton class: Date.constants stays as 1.8.7's
  class << self
    # conversions whose value is a number: [default width, default padding]
    STRFTIME_NUMERIC = {
      'C' => [2, '0'], 'd' => [2, '0'], 'e' => [2, ' '], 'G' => [4, '0'],
      'g' => [2, '0'], 'H' => [2, '0'], 'I' => [2, '0'], 'j' => [3, '0'],
      'k' => [2, ' '], 'l' => [2, ' '], 'L' => [3, '0'], 'M' => [2, '0'],
      'm' => [2, '0'], 'Q' => [1, '0'], 'S' => [2, '0'], 's' => [1, '0'],
      'U' => [2, '0'], 'u' => [1, '0'], 'V' => [2, '0'], 'W' => [2, '0'],
      'w' => [1, '0'], 'Y' => [4, '0'], 'y' => [2, '0'], '1' => [1, '0']
    } # :nodoc:

    # conversions that stand for another format
    STRFTIME_COMPOSITE = {
      'c' => '%a %b %e %H:%M:%S %Y', 'D' => '%m/%d/%y', 'F' => '%Y-%m-%d',
      'R' => '%H:%M', 'r' => '%I:%M:%S %p', 'T' => '%H:%M:%S',
      'v' => '%e-%b-%Y', 'X' => '%H:%M:%S', 'x' => '%m/%d/%y',
      '+' => '%a %b %e %H:%M:%S %Z %Y', '2' => '%Y-%j', '3' => '%Y-%m-%d'
    } # :nodoc:

    # the width takes every digit it can: "%1|" is width 1 of "|" (unknown)
    STRFTIME_DIRECTIVE = /%([-_0^#]*)(\d*)([EO]?)(:{1,3}z|.)/m # :nodoc:
    STRFTIME_E = 'cCxXyY' # :nodoc:
    STRFTIME_O = 'deHImMSuUVwWy' # :nodoc:
  end

  def strftime_table(name) (class << Date; self; end).const_get(name) end
  private :strftime_table

  def strftime(fmt = '%F')
    fmt.gsub(strftime_table(:STRFTIME_DIRECTIVE)) do |all|
      flags, width, mod, colons, c = $1, $2, $3, $4[0...-1], $4[-1, 1]
      valid = (mod.empty? || strftime_table(mod == 'E' ? :STRFTIME_E : :STRFTIME_O).include?(c)) &&
              (colons.empty? || c == 'z')
      (valid && strftime_conversion(flags, width, colons, c)) || all
    end
  end

  private

  # the text of one conversion, or nil when it is not one strftime knows
  def strftime_conversion(flags, width, colons, c)
    w = width.empty? ? nil : width.to_i
    numeric = strftime_table(:STRFTIME_NUMERIC)
    if numeric.key?(c)
      dw, pad = numeric[c]
      return strftime_number(strftime_value(c), flags, w, dw, pad)
    end
    s = case c
        when 'A' then DAYNAMES[wday]
        when 'a' then ABBR_DAYNAMES[wday]
        when 'B' then MONTHNAMES[mon]
        when 'b', 'h' then ABBR_MONTHNAMES[mon]
        when 'p', 'P'
          up = c == 'p' && !flags.include?('#')
          s = hour < 12 ? 'AM' : 'PM'
          up ? s : s.downcase
        when 'Z' then zone
        when 'z' then return strftime_zone(flags, w, colons.size)
        when 'N' # nanoseconds: never narrower than 9 places
          ns = (sec_fraction * 86400 * 10**9).floor
          return strftime_number(ns, flags, [w || 9, 9].max, 9, '0')
        when 'n' then return "\n" # never padded
        when 't' then return "\t"
        when '%' then '%'
        else
          f = strftime_table(:STRFTIME_COMPOSITE)[c] or return nil
          strftime(f)
        end
    # ^ upcases anything, # only names (p it downcases above)
    composite = strftime_table(:STRFTIME_COMPOSITE).key?(c)
    s = s.upcase if flags.include?('^') || (flags.include?('#') && c != 'p' && !composite)
    strftime_pad(s, flags, w, ' ')
  end

  def strftime_value(c)
    case c
    when 'C' then year.div(100)
    when 'd', 'e' then mday
    when 'G' then cwyear
    when 'g' then cwyear % 100
    when 'H', 'k' then hour
    when 'I', 'l' then (hour % 12).zero? ? 12 : hour % 12
    when 'j' then yday
    when 'L' then (sec_fraction * 86400 * 1000).floor
    when 'M' then min
    when 'm' then mon
    when 'Q' then ((@ajd - UNIX_EPOCH_IN_AJD) * 86400 * 1000).round
    when 'S' then sec
    when 's' then ((@ajd - UNIX_EPOCH_IN_AJD) * 86400).round
    when 'U' then weeknum_of(0)
    when 'u' then cwday
    when 'V' then cweek
    when 'W' then weeknum_of(1)
    when 'w' then wday
    when 'Y' then year
    when 'y' then year % 100
    when '1' then jd
    end
  end

  # a default width counts digits only, a given one the sign too
  def strftime_number(n, flags, w, dw, pad)
    digits = n.abs.to_s
    sign = n < 0 ? '-' : ''
    strftime_pad(digits, flags, w ? w - sign.size : dw, pad, sign)
  end

  # pad s to width w: zeros go between the sign and the digits, spaces before both
  def strftime_pad(s, flags, w, pad, sign = '')
    pad = flags.scan(/[-_0]/).last.to_s.tr('_', ' ').sub(/\A\z/, pad)
    return sign + s if w.nil? || pad == '-' || s.size >= w
    if pad == '0'
      sign + '0' * (w - s.size) + s
    else
      ' ' * (w - s.size) + sign + s
    end
  end

  def strftime_zone(flags, w, colons)
    secs = (@of * 86400).round
    sign = secs <= -3600 ? '-' : '+' # as zone
    hh, rest = secs.abs.divmod(3600)
    mm, ss = rest.divmod(60)
    last = flags.scan(/[-_0]/).last
    hh = last == '-' || last == '_' ? hh.to_s : format('%02d', hh)
    tail = case colons
           when 0 then format('%s%02d', hh, mm)
           when 1 then format('%s:%02d', hh, mm)
           when 2 then format('%s:%02d:%02d', hh, mm, ss)
           else
             if ss.nonzero? then format('%s:%02d:%02d', hh, mm, ss)
             elsif mm.nonzero? then format('%s:%02d', hh, mm)
             else hh
             end
           end
    # ("_" pads the hour to two places with a space, before the sign)
    w = [w || 0, tail.size + 3 - hh.size].max if last == '_'
    strftime_pad(tail, flags, w && w - 1, '0', sign)
  end

  public

  def asctime() strftime('%c') end
  alias_method :ctime, :asctime
end

class DateTime < Date
  def strftime(fmt = '%FT%T%:z') super(fmt) end

  def self._strptime(str, fmt = '%FT%T%z') super(str, fmt) end
end

class Date
  class << self
    ZONE_PATTERN = '(?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?|' \
                   '[[:alpha:].\s]+(?:standard|daylight)\s+time\b|' \
                   '[[:alpha:]]+(?:\s+dst)?\b'
    STRPTIME_COMPOSITE = STRFTIME_COMPOSITE.merge('h' => '%b', 'n' => ' ', 't' => ' ')
  end

  # the offset in seconds that a zone name or "+hh:mm" form stands for
  def self.zone_to_diff(zone)
    zone = zone.downcase.strip
    dst = false
    if zone.sub!(/\s+(standard|daylight)\s+time\z/, '')
      dst = $1 == 'daylight'
    elsif zone.sub!(/\s+dst\z/, '')
      dst = true
    end
    if (offset = Format::ZONES[zone])
      return dst ? offset + 3600 : offset
    end
    zone = zone.sub(/\A(?:gmt|utc?)(?=[-+])/, '')
    return nil unless zone =~ /\A([-+])/
    sign = $1 == '-' ? -1 : 1
    rest = $'
    secs = if rest =~ /\A(\d+):(\d+)(?::(\d+))?\z/
             $1.to_i * 3600 + $2.to_i * 60 + $3.to_i
           elsif rest =~ /\A(\d+)[,.](\d*)\z/
             $1.to_i * 3600 + ("0.#{$2}".to_f * 3600).round
           elsif rest =~ /\A\d*\z/
             zone_digits_to_secs(rest)
           end
    secs && sign * secs
  end

  # "h", "hh", "hmm", "hhmm", "hhmms", "hhmmss"
  def self.zone_digits_to_secs(d)
    return 0 if d.empty?
    if d.size <= 2 then d.to_i * 3600
    elsif d.size == 3 then d[0, 1].to_i * 3600 + d[1, 2].to_i * 60
    else d[0, 2].to_i * 3600 + d[2, 2].to_i * 60 + d[4, 2].to_i
    end
  end
  private_class_method :zone_digits_to_secs


  # The fields that str shows under fmt (with :leftover for any text
  # after the format), or nil when it does not follow the format.
  def self._strptime(str, fmt = '%F')
    str = str.dup # (1.8.7's TypeError for nil, numbers, symbols)
    elem = {}
    rest = strptime_match(str, fmt, elem) or return nil
    elem[:leftover] = rest unless rest.empty?
    # a century (%C, else the one a two-digit year implies) is added to
    # the year and the commercial year, however they were given
    implied = elem.delete(:_implied_cent)
    if (cent = elem.delete(:_cent) || implied)
      elem[:year] += cent * 100 if elem[:year]
      elem[:cwyear] += cent * 100 if elem[:cwyear]
    end
    if (merid = elem.delete(:_merid))
      elem[:hour] = elem[:hour] % 12 + merid if elem[:hour]
    end
    elem
  end

  class << self
    private

    # match fmt at the start of str, filling elem; the rest of str or nil
    def strptime_match(str, fmt, elem)
      fi = 0
      while fi < fmt.size
        c = fmt[fi, 1]
        if c =~ /\s/
          str = str.sub(/\A\s+/, '')
          fi += 1
        elsif c == '%' && fi + 1 < fmt.size
          start = fi
          fi += 1
          fi += 1 if 'EO'.include?(fmt[fi, 1]) && fi + 1 < fmt.size && fmt[fi + 1, 1] =~ /[a-zA-Z]/
          fi += $1.size if fmt[fi..-1] =~ /\A(:{1,3})z/  # %:z %::z %:::z read as %z
          d = fmt[fi, 1]
          fi += 1
          if (sub = STRPTIME_COMPOSITE[d])
            str = strptime_match(str, sub, elem) or return nil
          else
            str = strptime_field(str, d, elem, strptime_number_next?(fmt[fi..-1]),
                                 fmt[start...fi]) or return nil
          end
        else
          return nil unless str[0, 1] == c
          str = str[1..-1]
          fi += 1
        end
      end
      str
    end

    def strptime_names(str, full, abbr)
      str =~ /\A(#{(full.keys + abbr.keys).join('|')})/i or return nil
      [(full[$1.downcase] || abbr[$1.downcase]), $']
    end

    # read one number; nil unless it lies in range
    def strptime_num(str, re, range = nil)
      str =~ /\A#{re}/ or return nil
      n = $&.to_i
      return nil if range && !range.include?(n)
      [n, $']
    end

    NUMBER_FIELDS = {
      'd' => [:mday, '(?:\s\d|\d{1,2})', 1..31], 'e' => [:mday, '(?:\s\d|\d{1,2})', 1..31],
      'H' => [:hour, '(?:\s\d|\d{1,2})', 0..24], 'k' => [:hour, '(?:\s\d|\d{1,2})', 0..24],
      'I' => [:hour, '(?:\s\d|\d{1,2})', 1..12], 'l' => [:hour, '(?:\s\d|\d{1,2})', 1..12],
      'j' => [:yday, '\d{1,3}', 1..366], 'M' => [:min, '\d{1,2}', 0..59],
      'm' => [:mon, '\d{1,2}', 1..12], 'S' => [:sec, '\d{1,2}', 0..60],
      'U' => [:wnum0, '\d{1,2}', 0..53], 'W' => [:wnum1, '\d{1,2}', 0..53],
      'u' => [:cwday, '\d', 1..7], 'V' => [:cweek, '\d{1,2}', 1..53],
      'w' => [:wday, '\d', 0..6], 's' => [:seconds, '-?\d+', nil],
      'G' => [:cwyear, '[-+]?\d+', nil], 'C' => [:_cent, '[-+]?\d+', nil]
    }

    # does the format go on with a number (so a number field before it
    # takes only its usual width)?
    def strptime_number_next?(rest)
      rest =~ /\A(?:\d|%[EO]?[CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy])/ ? true : false
    end

    def strptime_field(str, d, elem, number_next, spec = "%#{d}")
      if (f = NUMBER_FIELDS[d])
        key, re, range = f
        re = {'C' => '[-+]?\d{1,2}', 'G' => '[-+]?\d{1,4}'}[d] || re if number_next
        r = strptime_num(str, re, range) or return nil
        elem[key] = r[0]
        return r[1]
      end
      case d
      when 'A', 'a'
        r = strptime_names(str, Format::DAYS, Format::ABBR_DAYS) or return nil
        elem[:wday], str = r
      when 'B', 'b'
        r = strptime_names(str, Format::MONTHS, Format::ABBR_MONTHS) or return nil
        elem[:mon], str = r
      when 'Y'
        re = number_next ? '[-+]?\d{1,4}' : '[-+]?\d+'
        r = strptime_num(str, re) or return nil
        elem[:year], str = r
      when 'y', 'g'
        r = strptime_num(str, '\d{1,2}', 0..99) or return nil
        n, str = r
        elem[d == 'y' ? :year : :cwyear] = n
        elem[:_implied_cent] = n >= 69 ? 19 : 20
      when 'L', 'N'
        width = { 'L' => 3, 'N' => 9 }[d]
        str =~ (number_next ? /\A\d{1,#{width}}/ : /\A\d+/) or return nil
        elem[:sec_fraction] = Rational($&.to_i, 10**$&.size)
        str = $'
      when 'P', 'p'
        str =~ /\A([ap])(?:m\b|\.m\.)/i or return nil
        elem[:_merid] = $1.downcase == 'p' ? 12 : 0
        str = $'
      when 'Q'
        str =~ /\A-?\d+/ or return nil
        elem[:seconds] = Rational($&.to_i, 1000)
        str = $'
      when 'Z', 'z'
        str =~ /\A(#{ZONE_PATTERN})/io or return nil
        elem[:zone] = $1
        str = $'
        off = zone_to_diff(elem[:zone])
        elem[:offset] = off if off
      when '%'
        return nil unless str[0, 1] == '%'
        str = str[1..-1]
      else
        # an unknown conversion is literal text
        return nil unless str[0, spec.size] == spec
        str = str[spec.size..-1]
      end
      str
    end
  end
end

class Date
  class << self
    PARSE_MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec'
    PARSE_DAYS = 'sun|mon|tue|wed|thu|fri|sat'
    PARSE_ERA = 'c(?:e|\.e\.)|b(?:ce|\.c\.e\.)|a(?:d|\.d\.)|b(?:c|\.c\.)'
  end

  # The fields a free-form date/time text shows.  Each step below finds
  # one kind of field and blanks what it used, so that later steps do not
  # read it again.  With comp, a year of one or two digits gets a century.
  def self._parse(str, comp = false)
    str = str.dup # (1.8.7's TypeError for nil, numbers, symbols)
    str.gsub!(/[^-+',.\/:@[:alnum:]\[\]]+/, ' ')
    e = {}
    parse_time(str, e)
    parse_day(str, e)
    parse_eu(str, e) || parse_us(str, e) || parse_iso(str, e) ||
      parse_jis(str, e) || parse_vms(str, e) || parse_sla(str, e) ||
      parse_dot(str, e) || parse_iso2(str, e) || parse_year(str, e) ||
      parse_mon(str, e) || parse_mday(str, e) || parse_ddd(str, e)
    parse_bc(str, e)
    parse_frag(str, e)
    parse_finish(e, comp)
  end

  class << self
    private

    # replace what re matched in str with blanks; the match or nil
    def parse_sub(str, re)
      m = re.match(str) or return nil
      str[m.begin(0), m.end(0) - m.begin(0)] = ' ' * (m.end(0) - m.begin(0))
      m
    end

    def parse_day(str, e)
      m = parse_sub(str, /\b(#{PARSE_DAYS})[^-\d\s]*/io) or return
      e[:wday] = Format::ABBR_DAYS[m[1].downcase]
    end

    TIME_RE = /(
                 (?:\d+\s*:\s*\d+(?:\s*:\s*\d+(?:[,.]\d*)?)?
                   |\d+\s*h(?:\s*\d+m?(?:\s*\d+s?)?)?)
                 (?:\s*[ap](?:m\b|\.m\.))?
               |\d+\s*[ap](?:m\b|\.m\.)
               )
               (?:\s*((?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?
                     |[[:alpha:].\s]+(?:standard|daylight)\stime\b
                     |[[:alpha:]]+(?:\sdst)?\b))?/xi

    def parse_time(str, e)
      m = parse_sub(str, TIME_RE) or return
      e[:zone] = m[2] if m[2]
      t = m[1]
      t =~ /\A(\d+)h?(?:\s*:?\s*(\d+)m?(?:\s*:?\s*(\d+)(?:[,.](\d+))?s?)?)?(?:\s*([ap])(?:m\b|\.m\.))?/i
      e[:hour] = $1.to_i
      e[:min] = $2.to_i if $2
      e[:sec] = $3.to_i if $3
      e[:sec_fraction] = Rational($4.to_i, 10**$4.size) if $4
      e[:hour] = e[:hour] % 12 + ($5.downcase == 'p' ? 12 : 0) if $5
    end

    def month_num(name) Format::ABBR_MONTHS[name[0, 3].downcase] end

    def parse_eu(str, e)
      m = parse_sub(str, /'?(\d+)[^-\d\s']*\s*(#{PARSE_MONTHS})[^-\d\s']*(?:\s*(#{PARSE_ERA})?\s*('?-?\d+(?:(?:st|nd|rd|th)\b)?)(?:\s*(#{PARSE_ERA}))?)?/io) or return
      set_ymd(e, m[4], month_num(m[2]), m[1], m[3] || m[5])
    end

    def parse_us(str, e)
      m = parse_sub(str, /\b(#{PARSE_MONTHS})[^-\d\s']*\s*('?\d+)[^-\d\s']*(?:\s*,?\s*(#{PARSE_ERA})?\s*('?-?\d+)(?:\s*(#{PARSE_ERA}))?)?/io) or return
      set_ymd(e, m[4], month_num(m[1]), m[2], m[3] || m[5])
    end

    def parse_iso(str, e)
      m = parse_sub(str, /('?[-+]?\d+)-(\d+)-('?-?\d+)/) or return
      set_ymd(e, m[1], m[2], m[3])
    end

    JIS_ERAS = { 'm' => 1867, 't' => 1911, 's' => 1925, 'h' => 1988 }

    def parse_jis(str, e)
      m = parse_sub(str, /\b([mtsh])(\d+)\.(\d+)\.(\d+)/i) or return
      e[:year] = m[2].to_i + JIS_ERAS[m[1].downcase]
      e[:mon], e[:mday] = m[3].to_i, m[4].to_i
      true
    end

    def parse_vms(str, e)
      if (m = parse_sub(str, /('?-?\d+)-(#{PARSE_MONTHS})[^-]*-('?-?\d+)/io))
        set_ymd(e, m[3], month_num(m[2]), m[1])
      elsif (m = parse_sub(str, /\b(#{PARSE_MONTHS})[^-]*-('?-?\d+)(?:-('?-?\d+))?/io))
        set_ymd(e, m[3], month_num(m[1]), m[2])
      end
    end

    def parse_sla(str, e)
      m = parse_sub(str, %r{('?-?\d+)/\s*('?\d+)(?:\D\s*('?-?\d+))?}) or return
      set_ymd(e, m[3], m[1], m[2])
    end

    def parse_dot(str, e)
      m = parse_sub(str, /('?-?\d+)\.\s*('?\d+)\.\s*('?-?\d+)/) or return
      set_ymd(e, m[1], m[2], m[3])
    end

    def parse_iso2(str, e)
      if (m = parse_sub(str, /\b(\d{2}|\d{4})?-?w(\d{2})(?:-?(\d))?\b/i))
        e[:cwyear] = m[1].to_i if m[1]
        e[:cweek] = m[2].to_i
        e[:cwday] = m[3].to_i if m[3]
      elsif (m = parse_sub(str, /-w-(\d)\b/i))
        e[:cwday] = m[1].to_i
      elsif (m = parse_sub(str, /--(\d{2})?-(\d{2})\b/))
        e[:mon] = m[1].to_i if m[1]
        e[:mday] = m[2].to_i
      elsif (m = parse_sub(str, /--(\d{2})(\d{2})?\b/))
        e[:mon] = m[1].to_i
        e[:mday] = m[2].to_i if m[2]
      elsif str !~ /[,.](\d{2}|\d{4})-\d{3}\b/ &&
            (m = parse_sub(str, /\b(\d{2}|\d{4})-(\d{3})\b/))
        e[:year] = m[1].to_i
        e[:yday] = m[2].to_i
        e[:_comp] = m[1].size <= 2
      end
      !m.nil?
    end

    def parse_year(str, e)
      m = parse_sub(str, /'(\d+)\b/) or return
      e[:year] = m[1].to_i
      e[:_comp] = m[1].size <= 2
      true
    end

    def parse_mon(str, e)
      m = parse_sub(str, /\b(#{PARSE_MONTHS})\S*/io) or return
      e[:mon] = month_num(m[1])
      true
    end

    def parse_mday(str, e)
      m = parse_sub(str, /(\d+)(st|nd|rd|th)\b/i) or return
      e[:mday] = m[1].to_i
      true
    end

    DDD_RE = /([-+]?)(\d{2,14})(?:\s*t?\s*(\d{2,6})?(?:[,.](\d*))?)?(?:\s*(z\b|[-+]\d{1,4}\b|\[[-+]?\d[^\]]*\]))?/i

    # A run of digits: its length tells which fields it holds.  Followed
    # by a fraction it is a time read from the right (..ddhhmmss.f);
    # otherwise a date read from the left (yyyymmddhhmmss, yymmdd, yyyyddd).
    def parse_ddd(str, e)
      m = parse_sub(str, DDD_RE) or return
      sign, d, t, frac = m[1], m[2], m[3], m[4]
      if t.nil? && frac
        ddd_from_right(d, sign, e)
      else
        ddd_date(d, sign, e)
        ddd_time(t, frac, e) if t
      end
      e[:sec_fraction] = Rational(frac.to_i, 10**frac.size) if frac
      if (z = m[5])
        z = z[1..-2].split(':', 2).last if z[0, 1] == '['
        e[:zone] = z
      end
      true
    end

    def ddd_from_right(d, sign, e)
      [:sec, :min, :hour, :mday, :mon].each do |k|
        break if d.empty?
        n = d.size >= 2 ? 2 : 1
        e[k] = d[-n, n].to_i
        d = d[0, d.size - n]
      end
      unless d.empty?
        e[:year] = (sign + d).to_i
        e[:_comp] = d.size <= 2
      end
      true
    end

    def ddd_date(d, sign, e)
      case d.size
      when 2 then e[:mday] = d.to_i
      when 4 then e[:mon], e[:mday] = d[0, 2].to_i, d[2, 2].to_i
      when 3 then e[:yday] = d.to_i
      when 5, 7
        y = d.size - 3
        e[:year], e[:yday] = (sign + d[0, y]).to_i, d[y, 3].to_i
        e[:_comp] = y == 2
      when 6
        e[:year], e[:mon], e[:mday] = (sign + d[0, 2]).to_i, d[2, 2].to_i, d[4, 2].to_i
        e[:_comp] = true
      when 8, 10, 12, 14
        e[:year], e[:mon], e[:mday] = (sign + d[0, 4]).to_i, d[4, 2].to_i, d[6, 2].to_i
        ddd_time(d[8..-1], nil, e) if d.size > 8
      else
        return false
      end
      true
    end

    # hhmmss from the left, or ..mmss from the right when a fraction follows
    # (an odd number of digits from the left sets nothing)
    def ddd_time(t, frac, e)
      return ddd_from_right(t, '', e) if frac
      return if t.size.odd?
      e[:hour] = t[0, 2].to_i
      e[:min] = t[2, 2].to_i if t.size >= 4
      e[:sec] = t[4, 2].to_i if t.size >= 6
    end

    # Set year, month and day from their texts.  A "year" with an ordinal
    # suffix (23rd) is the day, the day the year; a part written with more
    # than two characters (or after an apostrophe) is the year: a long
    # month moves the parts round (m d y), then a long day trades places
    # with the year.
    def set_ymd(e, y, m, d, era = nil)
      if y && y =~ /\A'?[-+]?(\d+)[^\d]/
        y, d = d, $1
      end
      y, m, d = m, d, y if m.kind_of?(String) && year_like?(m)
      y, d = d, y if d && year_like?(d)
      if y
        digits = y.sub(/\A'/, '')
        e[:year] = digits.to_i
        e[:_comp] = digits =~ /\A[-+]?\d{1,2}\z/ ? true : false
        e[:_comp] = true if y[0, 1] == "'"
        if era && era =~ /\Ab/i
          e[:year] = -e[:year] + 1
          e[:_comp] = false
          e[:_bc] = true
        end
      end
      e[:mon] = m.kind_of?(String) ? m.sub(/\A'/, '').to_i : m if m
      # a day has no sign
      e[:mday] = d.sub(/\A'?[-+]?/, '').to_i if d
      true
    end

    # written with an apostrophe, or three characters or more
    def year_like?(s) s[0, 1] == "'" || s.size > 2 end

    # an era written apart from the date ("2001BC", "3.4.2001 B.C.")
    def parse_bc(str, e)
      m = /(\A|[^[:alpha:]])(bce?|b\.c\.(?:e\.)?)(?![[:alpha:]])/i.match(str) or return
      from = m.begin(2)
      str[from, m[2].size] = ' ' * m[2].size
      if e[:year] && !e[:_bc]
        e[:year] = -e[:year] + 1
        e[:_comp] = false
      end
    end

    # one small number left over: the hour beside a day, the day beside an hour
    def parse_frag(str, e)
      return unless str =~ /\A\s*(\d{1,2})\s*\z/
      n = $1.to_i
      if e.key?(:hour) && !e.key?(:mday)
        e[:mday] = n if (1..31) === n
      elsif e.key?(:mday) && !e.key?(:hour)
        e[:hour] = n if (0..24) === n
      end
    end

    def parse_finish(e, comp)
      e.delete(:_bc)
      if e.delete(:_comp) && comp
        y = e[:year]
        e[:year] = y + (y >= 69 ? 1900 : 2000) if y && y >= 0 && y <= 99
      end
      if e[:zone] && (off = zone_to_diff(e[:zone]))
        e[:offset] = off
      end
      e
    end
  end
end
