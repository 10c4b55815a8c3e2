# XML Schema Part 2 simple datatypes: each class screens a Ruby value or a
# lexical string into its value space and prints the canonical lexical form.

require 'xsd/qname'
require 'xsd/charset'
require 'uri'

module XSD

Namespace = 'http://www.w3.org/2001/XMLSchema'
InstanceNamespace = 'http://www.w3.org/2001/XMLSchema-instance'

AttrType = 'type'
NilValue = 'true'

AnyTypeLiteral = 'anyType'
AnySimpleTypeLiteral = 'anySimpleType'
NilLiteral = 'nil'
StringLiteral = 'string'
BooleanLiteral = 'boolean'
DecimalLiteral = 'decimal'
FloatLiteral = 'float'
DoubleLiteral = 'double'
DurationLiteral = 'duration'
DateTimeLiteral = 'dateTime'
TimeLiteral = 'time'
DateLiteral = 'date'
GYearMonthLiteral = 'gYearMonth'
GYearLiteral = 'gYear'
GMonthDayLiteral = 'gMonthDay'
GDayLiteral = 'gDay'
GMonthLiteral = 'gMonth'
HexBinaryLiteral = 'hexBinary'
Base64BinaryLiteral = 'base64Binary'
AnyURILiteral = 'anyURI'
QNameLiteral = 'QName'

NormalizedStringLiteral = 'normalizedString'
IntegerLiteral = 'integer'
NonPositiveIntegerLiteral = 'nonPositiveInteger'
NegativeIntegerLiteral = 'negativeInteger'
LongLiteral = 'long'
IntLiteral = 'int'
ShortLiteral = 'short'
ByteLiteral = 'byte'
NonNegativeIntegerLiteral = 'nonNegativeInteger'
UnsignedLongLiteral = 'unsignedLong'
UnsignedIntLiteral = 'unsignedInt'
UnsignedShortLiteral = 'unsignedShort'
UnsignedByteLiteral = 'unsignedByte'
PositiveIntegerLiteral = 'positiveInteger'

AttrTypeName = QName.new(InstanceNamespace, AttrType)
AttrNilName = QName.new(InstanceNamespace, NilLiteral)

AnyTypeName = QName.new(Namespace, AnyTypeLiteral)
AnySimpleTypeName = QName.new(Namespace, AnySimpleTypeLiteral)

class Error < StandardError; end
class ValueSpaceError < Error; end


# Base of every typed node: remembers its XSD type name and lists subclasses.
class NSDBase
  @@types = []

  attr_accessor :type

  def self.inherited(klass)
    @@types << klass
  end

  def self.types
    @@types
  end

  def initialize
  end

  def init(type)
    @type = type
  end
end


class XSDAnySimpleType < NSDBase
  include XSD
  Type = QName.new(Namespace, AnySimpleTypeLiteral)

  # @data holds the value in its value space; nil when @is_nil.
  attr_reader :data
  attr_accessor :is_nil

  def initialize(value = nil)
    init(Type, value)
  end

  def check_lexical_format(value)
    screen_data(value)
    true
  rescue ValueSpaceError
    false
  end

  def set(value)
    if value.nil?
      @is_nil = true
      @data = nil
      _set(nil)
    else
      @is_nil = false
      _set(screen_data(value))
    end
  end

  def to_s
    if @is_nil
      ""
    else
      _to_s
    end
  end

private

  def init(type, value)
    super(type)
    set(value)
  end

  def screen_data(value)
    value
  end

  def _set(value)
    @data = value
  end

  def _to_s
    @data.to_s
  end

  def value_space_error(value)
    ValueSpaceError.new("#{@type}: cannot accept '#{value}'.")
  end
end

class XSDNil < XSDAnySimpleType
  Type = QName.new(Namespace, NilLiteral)
  Value = 'true'

  def initialize(value = nil)
    init(Type, value)
  end
end


class XSDString < XSDAnySimpleType
  Type = QName.new(Namespace, StringLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    unless XSD::Charset.is_ces(value, XSD::Charset.encoding)
      raise value_space_error(value)
    end
    value
  end
end

class XSDBoolean < XSDAnySimpleType
  Type = QName.new(Namespace, BooleanLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    if value.is_a?(String)
      str = value.strip
      if str == 'true' || str == '1'
        true
      elsif str == 'false' || str == '0'
        false
      else
        raise value_space_error(str)
      end
    else
      value ? true : false
    end
  end
end

# Decimal keeps its value as a normalized string (no float rounding):
# @sign ("" or "-"), @number (digits) and @point (digits after the point, negated).
class XSDDecimal < XSDAnySimpleType
  Type = QName.new(Namespace, DecimalLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

  def nonzero?
    (@number != '0')
  end

private

  def screen_data(d)
    if d.is_a?(String)
      # Integer("00012") => 10 in Ruby; the caller's string is trimmed too.
      d.sub!(/^([+\-]?)0*(?=\d)/, "\\1")
    end
    screen_data_str(d)
  end

  DecimalRegexp = /^([+\-]?)(\d*)(?:\.(\d*)?)?$/

  def screen_data_str(str)
    str = str.to_s.strip
    m = DecimalRegexp.match(str)
    # As 1.8.7, "" and "+" read as zero.
    raise value_space_error(str) if m.nil?
    sign = m[1] == '-' ? '-' : ''
    int_part = m[2].sub(/^0+/, '')
    frac_part = (m[3] || '').sub(/0+$/, '')
    point = -frac_part.size
    number = (int_part + frac_part).sub(/^0+/, '')
    if number.empty?
      number = '0'
      sign = ''
      point = 0
    end
    [sign, point, number]
  end

  def _set(data)
    if data.nil?
      @sign = @point = @number = @data = nil
      return
    end
    @sign, @point, @number = data
    @data = _to_s
    @data.freeze
  end

  def _to_s
    if @point.zero?
      @sign + @number
    else
      digits = @number.rjust(-@point + 1, '0')
      @sign + digits[0...(digits.size + @point)] + '.' + digits[@point..-1]
    end
  end
end

module FloatConstants
  NaN = 0.0/0.0
  POSITIVE_INF = +1.0/0.0
  NEGATIVE_INF = -1.0/0.0
  POSITIVE_ZERO = +1.0/POSITIVE_INF
  NEGATIVE_ZERO = -1.0/POSITIVE_INF
  MIN_POSITIVE_SINGLE = 2.0 ** -149
end

# Shared lexical handling of float and double.
module FloatSupport
  include FloatConstants

private

  # As 1.8.7: the lexical form goes through Float(), after dropping a
  # trailing exponent marker ("12e" reads as 12).
  def screen_float(value)
    if value.is_a?(Float)
      return value
    elsif value.is_a?(String)
      str = value.strip
      case str
      when 'NaN' then return NaN
      when 'INF' then return POSITIVE_INF
      when '-INF' then return NEGATIVE_INF
      end
      begin
        return Float(str.sub(/[eE]\z/, ''))
      rescue ArgumentError
        raise value_space_error(value)
      end
    end
    begin
      Float(value)
    rescue ArgumentError, TypeError
      raise value_space_error(value)
    end
  end

  # digits significant digits, an explicit sign, a short exponent.
  def float_to_s(f, digits)
    if f.nan?
      'NaN'
    elsif f.infinite?
      f > 0 ? 'INF' : '-INF'
    elsif f.zero?
      (1.0 / f) < 0 ? '-0' : '+0'
    else
      str = sprintf("%.#{digits}g", f).sub(/e([+\-])0*(\d)/, 'e\1\2')
      f > 0 ? '+' + str : str
    end
  end
end

class XSDFloat < XSDAnySimpleType
  include FloatConstants
  include FloatSupport
  Type = QName.new(Namespace, FloatLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

  def self.positive?(value)
    (1 / value) > 0.0
  end

private

  def screen_data(value)
    narrow32bit(screen_float(value))
  end

  # Values below the smallest single-precision denormal flush to signed zero.
  def narrow32bit(f)
    if f.nan? || f.infinite?
      f
    elsif f.abs < MIN_POSITIVE_SINGLE
      XSDFloat.positive?(f) ? POSITIVE_ZERO : NEGATIVE_ZERO
    else
      f
    end
  end

  def _to_s
    float_to_s(@data, 10)
  end
end

class XSDDouble < XSDAnySimpleType
  include FloatConstants
  include FloatSupport
  Type = QName.new(Namespace, DoubleLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    screen_float(value)
  end

  def _to_s
    float_to_s(@data, 16)
  end
end

class XSDDuration < XSDAnySimpleType
  Type = QName.new(Namespace, DurationLiteral)

  attr_accessor :sign
  attr_accessor :year
  attr_accessor :month
  attr_accessor :day
  attr_accessor :hour
  attr_accessor :min
  attr_accessor :sec

  def initialize(value = nil)
    init(Type, value)
  end

private

  DurationRegexp = /^([+\-]?)P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

  def screen_data(value)
    str = value.to_s.strip
    m = DurationRegexp.match(str)
    # As 1.8.7: a time part needs a date part before it ("PT1S" is refused).
    if m.nil? or (str =~ /T$/) or (str =~ /P T/x)
      raise value_space_error(str)
    end
    sign = m[1]
    ints = (2..6).collect { |i| m[i] ? m[i].to_i : 0 }
    sec = m[7] ? XSDDecimal.new(m[7]) : XSDDecimal.new('0')
    [sign] + ints + [sec]
  end

  def _set(data)
    if data.nil?
      @sign = @year = @month = @day = @hour = @min = @sec = @data = nil
      return
    end
    @sign, @year, @month, @day, @hour, @min, @sec = data
    @data = _to_s
    @data.freeze
  end

  def _to_s
    str = ''
    str << @sign if @sign
    str << 'P'
    l = ''
    l << "#{@year}Y" if @year.nonzero?
    l << "#{@month}M" if @month.nonzero?
    l << "#{@day}D" if @day.nonzero?
    r = ''
    r << "#{@hour}H" if @hour.nonzero?
    r << "#{@min}M" if @min.nonzero?
    r << "#{@sec}S" if @sec.nonzero?
    str << (l.empty? ? '0D' : l)
    str << 'T' + r unless r.empty?
    str
  end
end


require 'rational'
require 'date'

# Date and time types keep a DateTime; @secfrac keeps the fraction digits as
# written so "06.100" prints back as written.
module XSDDateTimeImpl
  SecInDay = 86400

  def to_obj(klass)
    if klass == Time
      to_time
    elsif klass == Date
      to_date
    elsif klass == DateTime
      to_datetime
    else
      nil
    end
  end

  def to_time
    begin
      if @data.offset * SecInDay == Time.now.utc_offset
        d = @data
        usec = (d.sec_fraction * SecInDay * 1000000).round
        Time.local(d.year, d.month, d.mday, d.hour, d.min, d.sec, usec)
      else
        d = @data.new_offset
        usec = (d.sec_fraction * SecInDay * 1000000).round
        Time.gm(d.year, d.month, d.mday, d.hour, d.min, d.sec, usec)
      end
    rescue ArgumentError
      nil
    end
  end

  def to_date
    Date.new0(@data.class.jd_to_ajd(@data.jd, 0, 0), 0, @data.start)
  end

  def to_datetime
    data
  end

  def tz2of(str)
    /^(?:Z|(?:([+\-])(\d\d):(\d\d))?)$/ =~ str
    sign = $1
    hour = $2.to_i
    min = $3.to_i
    of = case sign
      when '+'
        of = +(hour.to_r * 60 + min) / 1440
      when '-'
        of = -(hour.to_r * 60 + min) / 1440
      else
        0
      end
    of
  end

  def of2tz(offset)
    diffmin = offset * 24 * 60
    if diffmin.zero?
      'Z'
    else
      ((diffmin < 0) ? '-' : '+') << format('%02d:%02d',
        (diffmin.abs / 60.0).to_i, (diffmin.abs % 60.0).to_i)
    end
  end

  def screen_data(t)
    # A Date (not a DateTime) goes through its string form, as in 1.8.7.
    unless t.is_a?(DateTime) || t.is_a?(Time)
      return screen_data_str(t)
    end
    if t.is_a?(Time)
      secfrac = t.usec.zero? ? nil : format('%06d', t.usec).sub(/0+$/, '')
      of = Rational(t.utc_offset, SecInDay)
      d = DateTime.civil(t.year, t.mon, t.mday, t.hour, t.min, t.sec, of)
      @secfrac = secfrac
      d += Rational(t.usec, SecInDay * 1000000) if secfrac
      d
    else
      frac = t.sec_fraction * SecInDay
      @secfrac = frac.zero? ? nil : decimal_fraction(frac)
      t
    end
  end

  def add_tz(s)
    s + of2tz(@data.offset)
  end

private

  # Fraction of a second (Rational < 1) as decimal digits, at most 9.
  def decimal_fraction(frac)
    format('%09d', (frac * 1000000000).round).sub(/0+$/, '')
  end

  def civil_or_error(str, year, mon, day, hour, min, sec, secfrac, zonestr)
    of = tz2of(zonestr)
    d = DateTime.civil(year, mon, day, hour, min, sec, of)
    # an all-zero fraction ("06.0") is dropped, as in 1.8.7
    if secfrac and secfrac.to_i != 0
      diffday = secfrac.to_i.to_r / (10 ** secfrac.size) / SecInDay
      d += diffday
      @secfrac = secfrac
    else
      @secfrac = nil
    end
    d
  end
end

ZoneRegexpSrc = '(Z|(?:[+\-]\d\d:\d\d))?'

class XSDDateTime < XSDAnySimpleType
  include XSDDateTimeImpl
  Type = QName.new(Namespace, DateTimeLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  DateTimeRegexp = /^([+\-]?\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d*))?#{ZoneRegexpSrc}$/

  def screen_data_str(t)
    /^\s*(.*?)\s*$/ =~ t.to_s
    str = $1
    m = DateTimeRegexp.match(str)
    # year 0000 is not a dateTime (but -0000 and 00000 pass, as in 1.8.7)
    raise value_space_error(t) if !m or m[1] == '0000'
    year = m[1].to_i
    year += 1 if year < 0
    civil_or_error(str, year, m[2].to_i, m[3].to_i, m[4].to_i, m[5].to_i,
      m[6].to_i, m[7], m[8])
  end

  def _to_s
    year = (@data.year > 0) ? @data.year : @data.year - 1
    s = format('%.4d-%02d-%02dT%02d:%02d:%02d',
      year, @data.mon, @data.mday, @data.hour, @data.min, @data.sec)
    s << '.' + @secfrac if @secfrac
    add_tz(s)
  end
end

class XSDTime < XSDAnySimpleType
  include XSDDateTimeImpl
  Type = QName.new(Namespace, TimeLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  TimeRegexp = /^(\d\d):(\d\d):(\d\d)(?:\.(\d*))?#{ZoneRegexpSrc}$/

  def screen_data_str(t)
    /^\s*(.*?)\s*$/ =~ t.to_s
    m = TimeRegexp.match($1)
    raise value_space_error(t) unless m
    hour = m[1].to_i
    day = 1
    if hour == 24
      hour = 0
      day = 2
    end
    civil_or_error(t, 1, 1, day, hour, m[2].to_i, m[3].to_i, m[4], m[5])
  end

  def _to_s
    s = format('%02d:%02d:%02d', @data.hour, @data.min, @data.sec)
    s << '.' + @secfrac if @secfrac
    add_tz(s)
  end
end

# The date-only types: one regexp each, printed with a fixed format.
module XSDPartialDateImpl
private

  def screen_partial(t, regexp)
    /^\s*(.*?)\s*$/ =~ t.to_s
    m = regexp.match($1)
    raise value_space_error(t) unless m
    @secfrac = nil
    yield(m)
  end
end

class XSDDate < XSDAnySimpleType
  include XSDDateTimeImpl
  include XSDPartialDateImpl
  Type = QName.new(Namespace, DateLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  DateRegexp = /^([+\-]?\d{4,})-(\d\d)-(\d\d)#{ZoneRegexpSrc}$/

  def screen_data_str(t)
    screen_partial(t, DateRegexp) do |m|
      year = m[1].to_i
      year += 1 if year < 0
      DateTime.civil(year, m[2].to_i, m[3].to_i, 0, 0, 0, tz2of(m[4]))
    end
  end

  def _to_s
    year = (@data.year > 0) ? @data.year : @data.year - 1
    add_tz(format('%.4d-%02d-%02d', year, @data.mon, @data.mday))
  end
end

class XSDGYearMonth < XSDAnySimpleType
  include XSDDateTimeImpl
  include XSDPartialDateImpl
  Type = QName.new(Namespace, GYearMonthLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data_str(t)
    screen_partial(t, /^([+\-]?\d{4,})-(\d\d)#{ZoneRegexpSrc}$/) do |m|
      year = m[1].to_i
      year += 1 if year < 0
      DateTime.civil(year, m[2].to_i, 1, 0, 0, 0, tz2of(m[3]))
    end
  end

  def _to_s
    year = (@data.year > 0) ? @data.year : @data.year - 1
    add_tz(format('%.4d-%02d', year, @data.mon))
  end
end

class XSDGYear < XSDAnySimpleType
  include XSDDateTimeImpl
  include XSDPartialDateImpl
  Type = QName.new(Namespace, GYearLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data_str(t)
    screen_partial(t, /^([+\-]?\d{4,})#{ZoneRegexpSrc}$/) do |m|
      year = m[1].to_i
      year += 1 if year < 0
      DateTime.civil(year, 1, 1, 0, 0, 0, tz2of(m[2]))
    end
  end

  def _to_s
    year = (@data.year > 0) ? @data.year : @data.year - 1
    add_tz(format('%.4d', year))
  end
end

class XSDGMonthDay < XSDAnySimpleType
  include XSDDateTimeImpl
  include XSDPartialDateImpl
  Type = QName.new(Namespace, GMonthDayLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data_str(t)
    screen_partial(t, /^(\d\d)-(\d\d)#{ZoneRegexpSrc}$/) do |m|
      DateTime.civil(1, m[1].to_i, m[2].to_i, 0, 0, 0, tz2of(m[3]))
    end
  end

  def _to_s
    add_tz(format('%02d-%02d', @data.mon, @data.mday))
  end
end

class XSDGDay < XSDAnySimpleType
  include XSDDateTimeImpl
  include XSDPartialDateImpl
  Type = QName.new(Namespace, GDayLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data_str(t)
    screen_partial(t, /^(\d\d)#{ZoneRegexpSrc}$/) do |m|
      DateTime.civil(1, 1, m[1].to_i, 0, 0, 0, tz2of(m[2]))
    end
  end

  def _to_s
    add_tz(format('%02d', @data.mday))
  end
end

class XSDGMonth < XSDAnySimpleType
  include XSDDateTimeImpl
  include XSDPartialDateImpl
  Type = QName.new(Namespace, GMonthLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data_str(t)
    screen_partial(t, /^(\d\d)#{ZoneRegexpSrc}$/) do |m|
      DateTime.civil(1, m[1].to_i, 1, 0, 0, 0, tz2of(m[2]))
    end
  end

  def _to_s
    add_tz(format('%02d', @data.mon))
  end
end

class XSDHexBinary < XSDAnySimpleType
  Type = QName.new(Namespace, HexBinaryLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

  def set_encoded(value)
    if /^[0-9a-fA-F]*$/ !~ value
      raise value_space_error(value)
    end
    @data = String.new(value).strip
    @is_nil = false
  end

  def string
    [@data].pack("H*")
  end

private

  def screen_data(value)
    value.unpack("H*")[0].tr('a-f', 'A-F')
  end
end

class XSDBase64Binary < XSDAnySimpleType
  Type = QName.new(Namespace, Base64BinaryLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

  def set_encoded(value)
    if /^[A-Za-z0-9+\/=\s]*$/ !~ value
      raise value_space_error(value)
    end
    @data = String.new(value).strip
    @is_nil = false
  end

  def string
    @data.unpack("m")[0]
  end

private

  def screen_data(value)
    [value].pack("m").strip
  end
end

class XSDAnyURI < XSDAnySimpleType
  Type = QName.new(Namespace, AnyURILiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    begin
      URI.parse(value.to_s.strip)
    rescue URI::InvalidURIError
      raise value_space_error(value)
    end
  end
end

class XSDQName < XSDAnySimpleType
  Type = QName.new(Namespace, QNameLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    /^(?:([^:]+):)?([^:]+)$/ =~ value.to_s.strip
    unless $2
      raise value_space_error(value)
    end
    prefix = $1
    localpart = $2
    [prefix, localpart]
  end

  def _set(data)
    if data.nil?
      @prefix = @localpart = @data = nil
      return
    end
    @prefix, @localpart = data
    @data = _to_s
    @data.freeze
  end

  def _to_s
    if @prefix
      "#{@prefix}:#{@localpart}"
    else
      "#{@localpart}"
    end
  end
end


#
class XSDNormalizedString < XSDString
  Type = QName.new(Namespace, NormalizedStringLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    if /[\t\r\n]/ =~ value
      raise value_space_error(value)
    end
    super
  end
end

# Integers: the value is an Integer checked against mininclusive/maxinclusive.
class XSDInteger < XSDDecimal
  Type = QName.new(Namespace, IntegerLiteral)

  def initialize(value = nil)
    init(Type, value)
  end

private

  def screen_data(value)
    if value.is_a?(String)
      # as 1.8.7: leading zeros go only at the very start, then Integer()
      # reads the rest (spaces, 0x, 0b, 0 for octal, underscores)
      value.sub!(/^([+\-]?)0*(?=\d)/, "\\1") unless value.frozen?
      begin
        data = Integer(value)
      rescue ArgumentError
        raise value_space_error(value)
      end
    else
      data = Integer(value)
    end
    unless validate(data)
      raise value_space_error(value)
    end
    data
  end

  def screen_data_str(str)
    screen_data(str)
  end

  def _set(value)
    @data = value
  end

  def _to_s
    @data.to_s
  end

  def validate(v)
    max = maxinclusive
    min = mininclusive
    (max.nil? or v <= max) and (min.nil? or v >= min)
  end

  def maxinclusive
    nil
  end

  def mininclusive
    nil
  end

  PositiveMinInclusive = 1
  def positive(v)
    PositiveMinInclusive <= v
  end
end

# The integer types that XML Schema derives by a range: [name, base,
# literal, mininclusive, maxinclusive] (nil: no bound).  Each becomes a
# class with its own Type and initialize, as if written out one by one.
[
  [:XSDNonPositiveInteger, :XSDInteger, NonPositiveIntegerLiteral, nil, 0],
  [:XSDNegativeInteger, :XSDNonPositiveInteger, NegativeIntegerLiteral, nil, -1],
  [:XSDLong, :XSDInteger, LongLiteral, -9223372036854775808, +9223372036854775807],
  [:XSDInt, :XSDLong, IntLiteral, -2147483648, +2147483647],
  [:XSDShort, :XSDInt, ShortLiteral, -32768, +32767],
  [:XSDByte, :XSDShort, ByteLiteral, -128, +127],
  [:XSDNonNegativeInteger, :XSDInteger, NonNegativeIntegerLiteral, 0, nil],
  [:XSDUnsignedLong, :XSDNonNegativeInteger, UnsignedLongLiteral, 0, +18446744073709551615],
  [:XSDUnsignedInt, :XSDUnsignedLong, UnsignedIntLiteral, 0, +4294967295],
  [:XSDUnsignedShort, :XSDUnsignedInt, UnsignedShortLiteral, 0, +65535],
  [:XSDUnsignedByte, :XSDUnsignedShort, UnsignedByteLiteral, 0, +255],
  [:XSDPositiveInteger, :XSDNonNegativeInteger, PositiveIntegerLiteral, 1, nil],
].each do |name, base, literal, min, max|
  klass = const_set(name, Class.new(const_get(base)))
  klass.const_set(:Type, QName.new(Namespace, literal))
  klass.class_eval(<<-EOS, __FILE__, __LINE__ + 1)
    def initialize(value = nil)
      init(Type, value)
    end

  private

    def maxinclusive
      #{max.inspect}
    end

    def mininclusive
      #{min.inspect}
    end
  EOS
end

end
