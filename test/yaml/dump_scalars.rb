# to_yaml of nil, booleans, numbers, symbols, ranges, regexps, times, dates
require 'yaml'
[nil, true, false, 0, 1, -5, 2**70, -(2**65), 1.5, -0.0, 1.0e20, 1e100, 2.5e-5, 3.0e-10,
 0.1, 100.0, 123456789.123456789, 1.0/0, -1.0/0, 0.0/0,
 :sym, :"with space", :"9", :"a:b", :+, :[]=,
 1..2, 1...3, "a".."b", 1.5..2.5,
 /ab+c/i, /x/m, /a\/b\n/, /x/ix,
 Time.at(0).utc, Time.at(1234567890, 123456).utc, Time.at(0, 500).utc, Time.at(0),
 Time.utc(2001, 2, 3, 4, 5, 6, 7), Date.new(2001, 2, 3)].each do |v|
  p v.to_yaml
end
