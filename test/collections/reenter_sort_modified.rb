# A continuation re-entering a comparison of sort! after the array changed
# (length or buffer) raises "array modified during sort"; a frozen array
# is still written, as 1.8.7 sorts in place.
def again(label)
  $c = nil; n = 0
  r = yield
  n += 1
  $after.call(n) if $after
  $c.call if $c && n < 3
  puts "#{label}: #{r.inspect} #{n}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
a = [3, 1, 2]
$after = lambda { |n| a.clear; a << 9 }
again("sort! modified") { a.sort! { |x, y| callcc { |k| $c ||= k }; x <=> y } }
a = [3, 1, 2]
$after = lambda { |n| a << 9 }
again("sort! grown") { a.sort! { |x, y| callcc { |k| $c ||= k }; x <=> y } }
a = [3, 1, 2]
$after = lambda { |n| a.freeze }
again("sort! frozen") { a.sort! { |x, y| callcc { |k| $c ||= k }; x <=> y } }
a = [3, 1, 2]
a = [3, 1, 2]
$after = lambda { |n| a.clear }
again("sort copy") { a.sort { |x, y| callcc { |k| $c ||= k }; x <=> y } }
