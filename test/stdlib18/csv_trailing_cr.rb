# CSV with the default row separator: an empty cell before a "\r" that ends
# the source takes it as the row separator (1.8.7); "a\r" stays malformed
require 'csv'
["\r", "\n", "\r\n", "\r\r", "\n\n", ",\r", "\r,", "\ra", "\"\"\r", "a\r\n", "\r\nb", "a,\r", "\"a\"\r", "a\n\r", "\r\n\r", "a,b\n\r"].each do |s|
  p [s, CSV.parse_line(s), (CSV.parse(s) rescue $!.class), (CSV.parse_row(s, 0, r = []) rescue $!.class), r]
end
require 'stringio'
["\r", ",\r", "a,\r", "a\n\r", "a,b\n\r", "a\r", "\r\r", "a,b\nc,d\n", "a,\"b\nc\"\nd"].each do |s|
  r = CSV::Reader.create(StringIO.new(s))
  x = []
  begin
    r.each { |row| x << row }
  rescue Exception => e
    x << e.class
  end
  p [s, x]
end
