# Every method of Range called on an allocated (uninitialized) object, and
# initialize_copy / replace with arguments of the wrong type: a Ruby
# exception or a value, never a crash.
$stderr = $stdout # warnings in order with the output
C = Range
ARGS = [[], [0], [nil], [[]], [{}], [1..2], ["x"], [Object.new], [0, 1]]
ms = (C.instance_methods(false) + C.private_instance_methods(false) +
      %w(initialize_copy replace == eql? hash inspect to_s to_a)).uniq.sort
ms.each do |m|
  next if %w(cycle).include?(m)
  ARGS.each do |a|
    o = C.allocate
    r = begin
      v = o.__send__(m, *a) { |*x| break :blk }
      v.class.to_s
    rescue Exception => e
      "#{e.class}: #{e.message}"
    end
    puts "#{m}(#{a.map { |x| x.class }.join(',')}): #{r.gsub(/0x[0-9a-f]+/, 'X')}"
  end
end
