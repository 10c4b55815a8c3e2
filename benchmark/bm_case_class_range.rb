# bm_case_class_range.rb - case/when over classes, ranges, strings, symbols
# and regexps (=== dispatch)
vals = [1, 2.5, "str", :sym, [1], { 1 => 2 }, nil, 150, -3, "xyz"]
n = 0
i = 0
while i < 300_000
  v = vals[i % 10]
  n += case v
       when Integer then 1
       when Float then 2
       when String then 3
       when Symbol then 4
       when Array, Hash then 5
       else 6
       end
  k = i % 200
  n += case k
       when 0..9 then 1
       when 10...50 then 2
       when 50..99 then 3
       else 4
       end
  if v.is_a?(String)
    n += case v when "str" then 1 when /y/ then 2 else 3 end
  end
  i += 1
end
p n
