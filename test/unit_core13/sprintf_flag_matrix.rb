# Kernel#format flag/width/precision combinations over Fixnum, Bignum and
# Float arguments of both signs.
fmts = %w[%-+05d %+-5d %-05d %#.3o %#.0e %#g %.0g %#x %.3x %08.3d %+08.3d %#08x %#-8x| %-#8o| %08.3f %-8.3e| %+.2e %#.0f %.0e %10.2g %-+10.4g| %#.10g %.15g %.17g %x %o %b %X %#b %#o %#X %+o %+X %.0d %.0x %5.0d %u %i %.5s %c]
nums = [0, 1, -1, 255, -255, 3.75, -0.5, 2**70, -(2**70), 1e10, 123.456, 1e-7]
fmts.each do |f|
  line = nums.map { |n| begin; f % n; rescue Exception => e; "E:#{e.class}"; end }
  puts "#{f}: #{line.inspect}"
end
