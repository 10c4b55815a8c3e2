# CSV.parse_row from an index at or past the end of the source parses no
# cell and gives [0, 0].
require 'csv'
[0, 2, 3, 4, 10].each do |i|
  row = []
  p [i, CSV.parse_row("a,b", i, row), row]
end
row = []
p CSV.parse_row("a,\"b\nc\",d\ne", 0, row), row
