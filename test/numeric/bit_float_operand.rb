# A Float operand of & | ^ << >> and Fixnum#[] is truncated to an Integer;
# NaN and infinities raise FloatDomainError.
require "helper"

[7, -7, 2**64, -(2**70) - 3].each do |x|
  [1.5, -0.5, 0.0, 1e30, -1e30].each do |y|
    show("#{x} & | ^ #{y}") { [x & y, x | y, x ^ y] }
    show("#{x} << >> #{y}") { [(x << y rescue $!.class), (x >> y rescue $!.class)] }
  end
  show("#{x}[1.5]") { x[1.5] }
  show("#{x} & inf") { x & (1.0/0) }
  show("#{x} | -inf") { x | (-1.0/0) }
  show("#{x} << nan") { x << (0.0/0) }
end
show("to_int returning Float") { o = Object.new; def o.to_int; 1.5; end; 1 & o }
show("to_int") { o = Object.new; def o.to_int; 3; end; [5 & o, (2**64) | o] }
