# String#<< and #concat with an Integer: 0..255 appends a byte, other ints
# raise TypeError, and a Fixnum beyond int (64-bit) raises RangeError first
[65, 255, 256, -1, 2**31-1, 2**31, -2**31, -2**31-1, 2**40, 2**64, 1.5, nil].each do |x|
  begin
    p(("a" << x))
  rescue Exception => e
    puts "#{x}: #{e.class}: #{e.message}"
  end
  begin
    p(("a".concat(x)))
  rescue Exception => e
    puts "#{x}: #{e.class}: #{e.message}"
  end
end
