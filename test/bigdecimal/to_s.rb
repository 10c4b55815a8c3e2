# BigDecimal#to_s formats ("F", "E", '+', ' ', digit groups) and inspect
require "bigdecimal"
require "helper"
x = BigDecimal("-1234567.8901234")
["", "F", "f", "E", "+", " ", "3F", "+3F", " 3F", "3", "+3", "0F", "10F", "3E", "F3", "+F", "+ F",
 " +F", "3F5", "E3", "3x4", "1F", "12", "+3+", "F 3", "-3F", "03F", "3.5F", "x", "2f", "e"].each do |f|
  puts "#{f.inspect} #{x.to_s(f)} #{(-x).to_s(f)}"
end
[3, 0, 1, 7].each { |n| puts "#{n} #{x.to_s(n)}" }
%w(0.00001234 123e10 0 -0 NaN Infinity -Infinity 1e100 1e-10 1.5e-10 123.456 100 0.1 -0.0001 1.23456789012345678901234567890).each do |v|
  b = BigDecimal(v)
  puts [v, b.to_s, b.to_s("F"), b.to_s("+F"), b.to_s(" "), b.to_s("2F"), b.to_s("5E"), b.inspect.sub(/[0-9a-f]+,/, "X,")].join(" | ")
end
show("neg group") { x.to_s(-3) }
show("nil") { x.to_s(nil) }
show("symbol") { x.to_s(:F) }
show("float") { x.to_s(1.5) }
show("2 args") { x.to_s("F", 1) }
show("inspect shape") { BigDecimal("3.14").inspect =~ /\A#<BigDecimal:[0-9a-f]+,'0.314E1',18\(18\)>\z/ }
