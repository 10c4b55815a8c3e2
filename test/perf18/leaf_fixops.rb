# every Fixnum operator of two local/literal operands in a loop: bit
# operations, floored division, comparisons, division by zero, the
# quotient past the Fixnum range, then & and <= redefined midway
x = -7
m = -2**62
r = []
while x < 8
  r << [x / 3, x / -3, x & 5, x | -6, x ^ 3, x <= 0, x >= 0, x == 4, (x / 0 rescue $!.class)]
  x += 5
end
p r
p m / -1, m & -1, m | 1
i = 0
out = []
while i < 4
  out << [i & 1, i <= 1, i ^ 1]
  if i == 1
    class Fixnum
      def &(o) :and end
      def <=(o) :le end
    end
  end
  i += 1
end
p out
