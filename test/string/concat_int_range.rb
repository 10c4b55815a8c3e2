# String#<< and #concat with an Integer: 0..255 appends a byte, other ints
# raise TypeError, and a Fixnum beyond int (64-bit) raises RangeError first;
# index, rindex and include? likewise take an int character code
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
# index, rindex and include? with a character code take an int too
[97, 353, -159, 2**31, -2**31 - 1, 2**40].each do |x|
  [:index, :rindex, :include?].each do |m|
    begin
      p "ab".send(m, x)
    rescue Exception => e
      puts "#{m}(#{x}): #{e.class}: #{e.message}"
    end
  end
end
