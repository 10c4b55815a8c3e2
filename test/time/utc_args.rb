# Time.utc/local arguments: month names or digit-led strings (to_str too);
# day/hour/min/sec truncated to a C int; Float seconds truncate; 1 to 8 or 10 args.
require "helper"
o = Object.new; def o.to_str; "5"; end
oj = Object.new; def oj.to_str; "jun"; end
oi = Object.new; def oi.to_int; 5; end
["jan", "JUN", "", "+3", "-1", " 3", "03", "3x", "x3", "jan ", "ja", "0x3", "1_2", "013", 5.7, nil].each do |m|
  show("mon #{m.inspect}") { Time.utc(2000, m).mon }
end
show("mon to_str") { [Time.utc(2000, o).mon, Time.utc(2000, oj).mon, Time.utc(2000, oi).mon] }
show("day to_str") { Time.utc(2000, 1, o) }
show("string fields") { Time.utc(" 5", "5", "5x", "x", "07").to_a[0, 6] }
[2**31, 2**32, 2**32 + 5, -2**32 + 3, 2**40 + 3].each do |v|
  show("fields #{v}") do
    [:day, :hour, :min, :sec].map do |f|
      a = [2000, 1, 1, 0, 0, 0]
      a[[:day, :hour, :min, :sec].index(f) + 2] = v
      Time.utc(*a).send(f) rescue $!.class
    end
  end
end
[-0.5, -1.0, 60.5, 61.0, 1e10, 1.0/0].each do |s|
  show("sec #{s}") { Time.utc(2000, 1, 1, 0, 0, s).to_a[0, 3] }
end
show("float sec keeps usec") { x = Time.utc(2000, 1, 1, 0, 0, 1.5, 7); [x.sec, x.usec] }
show("8 args") { Time.utc(2000, 1, 2, 3, 4, 5, 6, :ignored).to_a }
show("9 args") { Time.utc(1, 2, 3, 4, 5, 2000, nil, nil, false) }
show("10 args") { Time.utc(1, 2, 3, 4, 5, 2000, nil, nil, false, nil) }
show("11 args") { Time.utc(1, 2, 3, 4, 5, 2000, nil, nil, false, nil, 1) }
show("no args") { Time.utc }
show("year 2**31") { Time.utc(2**31).year }
show("year 2**31+5 to_a") { Time.utc(2**31 + 5).to_a }
show("year -2**31") { Time.utc(-2**31) }
show("year 2**62") { Time.utc(2**62) }
show("mon wraps in an int") { [(Time.utc(2000, -2**31) rescue $!.class), Time.utc(2000, 2**32 + 1).mon] }
