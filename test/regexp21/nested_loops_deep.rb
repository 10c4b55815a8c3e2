# loops nested twenty deep, each body an alternation whose first choice is
# the loop inside followed by an optional item ("((x|b0)*c?|b1)*c?"): 1.8.7
# matches them at once, with no iteration ending empty
require "helper"
[3, 14, 20, 24].each do |n|
  src = "x"
  n.times { |i| src = "(#{src}|b#{i})*c?" }
  re = Regexp.new(src)
  %w(b1b1b1x xc b0xcb2 b5 yb1).each do |s|
    show("#{n} #{s}") { m = s.match(re); [m[0], m.pre_match, m.to_a.compact.uniq, m.to_a.size] }
  end
  show("#{n} scan") { "b1xc b2".scan(re).size }
end
