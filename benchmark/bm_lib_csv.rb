# bm_lib_csv.rb - CSV of 10,000 rows: write them (quoted fields, commas and
# newlines inside fields, nil), parse the text back, sum a column
require 'csv'

rows = (0...10_000).map { |i| [i, "name #{i}", "a, \"quoted\" #{i % 9}", (i % 5 == 0 ? nil : "x\ny"), i * 3] }
text = ""
CSV::Writer.generate(text) { |w| rows.each { |r| w << r } }
puts text.size
sum = 0
n = 0
CSV::Reader.parse(text) { |row| sum += row[4].to_i; n += 1 }
puts n, sum
puts CSV.parse(text)[7].inspect
