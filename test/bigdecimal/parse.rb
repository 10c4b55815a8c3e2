# BigDecimal(str) and BigDecimal.new(str, digits): what 1.8.7 reads from a
# string (blanks, '_', exponents, junk) and the words it allocates
require "bigdecimal"
def s(x) x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") end
["1", "0", "-0", "1.5", " 1.5 ", "\t2\n", "1e", "1e5", "1E+3", "1d3", "1e-5", "1_000", "1__0", "_1", "0.1",
 "123456789", "1234567890", "12345678901234567890", "0.000000001", "0.0000000001",
 "1.23456789012345678901234567890", "NaN", "Infinity", "-Infinity", "+Infinity", " Infinity ",
 "infinity", "abc", "1abc", ".", ".5", "5.", "-.5", "0x10", "+-1", "--1", "", "  ",
 "1e100000000", "1e1000000000", "-1e10000000000", "1e-100000000", "0e5", "000000000000000000000",
 "1.5e-3x", "12 34", "-0.0001e+2"].each do |str|
  b = BigDecimal(str)
  puts "#{str.inspect} #{s(b)} #{b.precs.inspect}"
end
[["1.2345", 2], ["1.234567890123456789", 3], ["1", 0], ["1", 100], ["NaN", 50]].each do |str, n|
  puts "new(#{str}, #{n}) #{s(BigDecimal.new(str, n))}"
end
require "helper"
show("Fixnum") { BigDecimal(1) }
show("nil") { BigDecimal(nil) }
show("3 args") { BigDecimal.new("1", 2, 3) }
show("negative digits") { BigDecimal.new("1.5", -1) }
show("string digits") { BigDecimal.new("1.5", "2") }
show("float digits") { BigDecimal.new("1.5", 2.0) }
show("to_str") { o = Object.new; def o.to_str; "2.5"; end; BigDecimal(o).to_s }
show("allocate") { BigDecimal.allocate }
show("subclass") { c = Class.new(BigDecimal); c.new("1.5").class == c }
