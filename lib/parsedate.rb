# parsedate.rb - ParseDate.parsedate: the fields of a free-form date text
# as [year, mon, mday, hour, min, sec, zone, wday] (nil where absent).

require 'date/format'

module ParseDate
  def parsedate(str, comp = false)
    Date._parse(str, comp).values_at(:year, :mon, :mday, :hour, :min, :sec, :zone, :wday)
  end
  module_function :parsedate
end
