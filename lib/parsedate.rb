# parsedate.rb - ParseDate.parsedate: the parts of a date/time String,
# [year, mon, mday, hour, min, sec, zone, wday], from Date._parse.

begin
  require 'date/format'
rescue LoadError
  require 'date'
end

module ParseDate
  # +comp+ completes a two-digit year (01 -> 2001, 69 -> 1969).
  def parsedate(str, comp = false)
    Date._parse(str, comp).
      values_at(:year, :mon, :mday, :hour, :min, :sec, :zone, :wday)
  end

  module_function :parsedate
end
