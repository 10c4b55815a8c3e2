# a class holding '&' in a loop's alternatives: the loop still never ends
# an iteration empty, as in 1.8.7 (the class is a plain set of bytes)
["", "a", "&a", "a&b", "b"].each do |s|
  p [s, s.match(/([a&]|)*/).to_a, s.match(/(|[&a])+/).to_a, s.match(/([&]?)*b/).to_a, s.match(/([a&]|)*b/).to_a]
end
p "x&&y".scan(/([&x]|)+/), "a&b" =~ /[a&&b]{3}/
