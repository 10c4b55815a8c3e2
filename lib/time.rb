# time.rb - Time.parse, and parsing/formatting in the RFC 2822, RFC 2616
# (HTTP) and ISO 8601 / XML Schema formats.

require 'parsedate'

class Time
  class << Time
    ZoneOffset = {
      'UTC' => 0, 'UT' => 0, 'GMT' => 0, 'Z' => 0,
      'EST' => -5, 'EDT' => -4, 'CST' => -6, 'CDT' => -5,
      'MST' => -7, 'MDT' => -6, 'PST' => -8, 'PDT' => -7,
      'A' => +1, 'B' => +2, 'C' => +3, 'D' => +4, 'E' => +5, 'F' => +6,
      'G' => +7, 'H' => +8, 'I' => +9, 'K' => +10, 'L' => +11, 'M' => +12,
      'N' => -1, 'O' => -2, 'P' => -3, 'Q' => -4, 'R' => -5, 'S' => -6,
      'T' => -7, 'U' => -8, 'V' => -9, 'W' => -10, 'X' => -11, 'Y' => -12,
    }

    MonthNames = %w(jan feb mar apr may jun jul aug sep oct nov dec)

    def zone_offset(zone, year = self.now.year)
      off = nil
      zone = zone.upcase
      if /\A([+-])(\d\d):?(\d\d)\z/ =~ zone
        off = ($1 == '-' ? -1 : 1) * ($2.to_i * 60 + $3.to_i) * 60
      elsif /\A[+-]\d\d\z/ =~ zone
        off = zone.to_i * 3600
      elsif ZoneOffset.include?(zone)
        off = ZoneOffset[zone] * 3600
      end
      off
    end

    def zone_utc?(zone)
      return false if zone.nil?
      %w(UTC UT Z -0000 -00:00).include?(zone.upcase)
    end
    private :zone_utc?

    def month_num(name)
      i = MonthNames.index(name[0, 3].downcase)
      i && i + 1
    end
    private :month_num

    def make_time(year, mon, day, hour, min, sec, sec_fraction, zone, now)
      usec = 0
      usec = (sec_fraction * 1000000).to_i if sec_fraction
      if now
        off = nil
        if year || now.utc_offset == 0
          # fields missing before the first given one come from now
        end
        begin
          break if year; year = now.year
          break if mon; mon = now.mon
          break if day; day = now.day
          break if hour; hour = now.hour
          break if min; min = now.min
          break if sec; sec = now.sec
          break if sec_fraction; usec = now.usec
        end until true
      end
      year ||= 1970
      mon ||= 1
      day ||= 1
      hour ||= 0
      min ||= 0
      sec ||= 0
      off = zone && zone_offset(zone, year)
      if off
        year, mon, day, hour, min, sec =
          apply_offset(year, mon, day, hour, min, sec, off)
        t = self.utc(year, mon, day, hour, min, sec, usec)
        t.localtime unless zone_utc?(zone)
        t
      else
        self.local(year, mon, day, hour, min, sec, usec)
      end
    end
    private :make_time

    def apply_offset(year, mon, day, hour, min, sec, off)
      t = Time.utc(year, mon, day, hour, min, sec) - off
      [t.year, t.mon, t.day, t.hour, t.min, t.sec]
    end
    private :apply_offset

    # Parses date, a string with a date and/or time in a common format.
    # Missing leading fields are taken from now.
    # A block given gets the year to adjust (say, two-digit years).
    def parse(date, now = self.now)
      h = Date._parse(date, false)
      year = h[:year]
      year = yield(year) if year && block_given?
      make_time(year, h[:mon], h[:mday], h[:hour], h[:min], h[:sec],
                h[:sec_fraction], h[:zone], now)
    end

    # Parses date as an RFC 2822 date-time.
    def rfc2822(date)
      if /\A\s*(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s*,\s*)?
          (\d{1,2})\s+
          (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+
          (\d{2,})\s+
          (\d{2})\s*
          :\s*(\d{2})\s*
          (?::\s*(\d{2}))?\s+
          ([+-]\d{4}|
           UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z])/ix =~ date
        day = $1.to_i
        mon = month_num($2)
        year = $3.to_i
        hour = $4.to_i
        min = $5.to_i
        sec = $6 ? $6.to_i : 0
        zone = $7
        if $3.length < 4
          year += (year < 50 ? 2000 : 1900)
        end
        year, mon, day, hour, min, sec =
          apply_offset(year, mon, day, hour, min, sec, zone_offset(zone))
        t = self.utc(year, mon, day, hour, min, sec)
        t.localtime unless zone_utc?(zone)
        t
      else
        raise ArgumentError, "not RFC 2822 compliant date: #{date.inspect}"
      end
    end
    alias rfc822 rfc2822

    # Parses date as an HTTP-date (RFC 2616).
    def httpdate(date)
      if /\A\s*
          (?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),\x20
          (\d{2})\x20
          (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\x20
          (\d{4})\x20
          (\d{2}):(\d{2}):(\d{2})\x20
          GMT
          \s*\z/ix =~ date
        self.rfc2822(date)
      elsif /\A\s*
             (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),\x20
             (\d\d)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d\d)\x20
             (\d\d):(\d\d):(\d\d)\x20
             GMT
             \s*\z/ix =~ date
        year = $3.to_i
        year += (year < 50 ? 2000 : 1900)
        self.utc(year, month_num($2), $1.to_i, $4.to_i, $5.to_i, $6.to_i).localtime
      elsif /\A\s*
             (?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\x20
             (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\x20
             (\d\d|\x20\d)\x20
             (\d\d):(\d\d):(\d\d)\x20
             (\d{4})
             \s*\z/ix =~ date
        self.utc($6.to_i, month_num($1), $2.to_i, $3.to_i, $4.to_i, $5.to_i)
      else
        raise ArgumentError, "not RFC 2616 compliant date: #{date.inspect}"
      end
    end

    # Parses date as an XML Schema dateTime (a subset of ISO 8601).
    def xmlschema(date)
      if /\A\s*
          (-?\d+)-(\d\d)-(\d\d)
          T
          (\d\d):(\d\d):(\d\d)
          (\.\d+)?
          (Z|[+-]\d\d:\d\d)?
          \s*\z/ix =~ date
        year = $1.to_i
        mon = $2.to_i
        day = $3.to_i
        hour = $4.to_i
        min = $5.to_i
        sec = $6.to_i
        usec = 0
        usec = ($7[1..-1] + "000000")[0, 6].to_i if $7
        if $8
          zone = $8
          year, mon, day, hour, min, sec =
            apply_offset(year, mon, day, hour, min, sec, zone_offset(zone))
          # any explicit zone gives a UTC time
          self.utc(year, mon, day, hour, min, sec, usec)
        else
          self.local(year, mon, day, hour, min, sec, usec)
        end
      else
        raise ArgumentError, "invalid date: #{date.inspect}"
      end
    end
    alias iso8601 xmlschema
  end

  # Returns an RFC 2822 date-time string: "Tue, 15 Jul 2008 13:45:30 +0000"
  # (a UTC time gives "-0000").
  def rfc2822
    strftime('%a, %d %b %Y %H:%M:%S ') +
      if utc?
        '-0000'
      else
        off = utc_offset
        sign = off < 0 ? '-' : '+'
        sprintf('%s%02d%02d', sign, *(off.abs / 60).divmod(60))
      end
  end
  alias rfc822 rfc2822

  RFC2822_DAY_NAME = %w(Sun Mon Tue Wed Thu Fri Sat)
  RFC2822_MONTH_NAME = %w(Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)

  # Returns an HTTP-date string (RFC 2616) in GMT.
  def httpdate
    t = dup.utc
    sprintf('%s, %02d %s %d %02d:%02d:%02d GMT',
            RFC2822_DAY_NAME[t.wday],
            t.day, RFC2822_MONTH_NAME[t.mon - 1], t.year,
            t.hour, t.min, t.sec)
  end

  # Returns an XML Schema dateTime string; fraction_digits digits of the
  # second's fraction are shown.
  def xmlschema(fraction_digits = 0)
    s = sprintf('%d-%02d-%02dT%02d:%02d:%02d', year, mon, day, hour, min, sec)
    if fraction_digits > 0
      s << '.' << sprintf('%06d', usec)[0, fraction_digits]
      s << '0' * (fraction_digits - 6) if fraction_digits > 6
    end
    if utc?
      s << 'Z'
    else
      off = utc_offset
      sign = off < 0 ? '-' : '+'
      s << sprintf('%s%02d:%02d', sign, *(off.abs / 60).divmod(60))
    end
    s
  end
  alias iso8601 xmlschema
end
