# optparse/time.rb - Time as an OptionParser argument type (an HTTP date
# or anything Time.parse reads).
require 'optparse'
require 'time'

OptionParser.accept(Time) do |s, *|
  begin
    (Time.httpdate(s) rescue Time.parse(s)) if s
  rescue
    raise OptionParser::InvalidArgument, s
  end
end
